import { useState } from 'react';
import { Button, Card, Flex, Modal, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { TStaffMember } from '@duesflow/shared-contracts/auth';
import { ROLES, type TRole } from '@duesflow/shared-contracts/roles';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useListStaffQuery, useUpdateStaffMutation } from '../adminApi';
import { apiErrorText } from '../apiErrorText';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import { ROLE_LABEL } from '../../layout/UserMenu';
import { useShellSession } from '../../session/SessionContext';
import { AddStaffModal } from './AddStaffModal';
import { StaffActions } from './StaffActions';
import { SELF_CHANGE_REASON } from './staffText';

/** Whether a member may sign in, and what the sign-in limits hold against them. */
function SignInState({ member }: { member: TStaffMember }) {
  return (
    <Flex vertical gap={4} align="start">
      {member.active ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>}
      {member.signInBlockedUntil ? (
        <Typography.Text type="warning">
          Sign-in paused until {formatIstMoment(member.signInBlockedUntil, { seconds: true })}
        </Typography.Text>
      ) : null}
      {member.failedSignIns > 0 ? (
        <Typography.Text type="secondary">
          {member.failedSignIns} failed {member.failedSignIns === 1 ? 'sign-in' : 'sign-ins'}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The admin's Staff screen: every member, add one, change a role, reset a password, unlock, deactivate or reactivate. */
export function StaffScreen() {
  const { data: members = [], isLoading, error, refetch } = useListStaffQuery();
  const [updateStaff] = useUpdateStaffMutation();
  const [adding, setAdding] = useState(false);
  const { user } = useShellSession();
  const [modal, modalHolder] = Modal.useModal();
  const toast = useToast();

  const changeRole = async (member: TStaffMember, role: TRole) => {
    try {
      await updateStaff({ id: member.id, changes: { role } }).unwrap();
      toast.success('Role changed', `${member.name} is now ${ROLE_LABEL[role]}.`);
    } catch (failure) {
      toast.error('Role not changed', apiErrorText(failure));
    }
  };

  const columns: TableColumnsType<TStaffMember> = [
    {
      title: 'Member',
      key: 'member',
      render: (_, member) => (
        <Flex vertical>
          <Typography.Text strong>{member.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, member) => {
        const self = member.id === user.id;
        const select = (
          <Select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={self}
            style={{ width: 130 }}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))}
            onChange={(role) => void changeRole(member, role)}
          />
        );
        return self ? <Tooltip title={SELF_CHANGE_REASON}>{select}</Tooltip> : select;
      },
    },
    { title: 'Sign-in', key: 'active', render: (_, member) => <SignInState member={member} /> },
    {
      title: 'Last sign-in',
      key: 'lastSignInAt',
      render: (_, member) => (member.lastSignInAt ? formatIstMoment(member.lastSignInAt, { seconds: true }) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, member) => <StaffActions member={member} self={member.id === user.id} modal={modal} />,
    },
  ];

  return (
    <Card
      title="Staff"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add member
        </Button>
      }
    >
      <Flex vertical gap="middle">
        {modalHolder}
        <Typography.Text type="secondary">Who can sign in to the portal, and what each may do.</Typography.Text>
        {error ? (
          <Typography.Text type="danger">
            Staff could not be loaded: {errorMessage(error)}{' '}
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          </Typography.Text>
        ) : null}
        {/* Wider than a phone: the table scrolls inside its own box, never the page. */}
        <Table<TStaffMember>
          rowKey="id"
          columns={columns}
          dataSource={members}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Flex>
      <AddStaffModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

export default StaffScreen;
