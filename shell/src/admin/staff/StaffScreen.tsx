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
import { SELF_CHANGE_REASON } from './staffText';

/** The admin's Staff screen: every member, add one, change a role, deactivate or reactivate. */
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

  const confirmActive = (member: TStaffMember) => {
    const deactivate = member.active;
    modal.confirm({
      title: deactivate ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`,
      content: deactivate
        ? 'They are signed out everywhere at once and cannot sign in until reactivated. Their audit trail stays.'
        : 'They can sign in again with their password.',
      okText: deactivate ? 'Deactivate' : 'Reactivate',
      okButtonProps: { danger: deactivate },
      onOk: async () => {
        try {
          await updateStaff({ id: member.id, changes: { active: !deactivate } }).unwrap();
          toast.success(deactivate ? 'Member deactivated' : 'Member reactivated', member.name);
        } catch (failure) {
          toast.error(deactivate ? 'Member not deactivated' : 'Member not reactivated', apiErrorText(failure));
        }
      },
    });
  };

  const columns: TableColumnsType<TStaffMember> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
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
            style={{ width: 140 }}
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }))}
            onChange={(role) => void changeRole(member, role)}
          />
        );
        return self ? <Tooltip title={SELF_CHANGE_REASON}>{select}</Tooltip> : select;
      },
    },
    {
      title: 'Active',
      key: 'active',
      render: (_, member) => (member.active ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>),
    },
    {
      title: 'Last sign-in',
      key: 'lastSignInAt',
      render: (_, member) => (member.lastSignInAt ? formatIstMoment(member.lastSignInAt, { seconds: true }) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, member) => {
        const self = member.id === user.id;
        const button = (
          <Button
            size="small"
            danger={member.active}
            disabled={self}
            onClick={() => confirmActive(member)}
            aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
          >
            {member.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        );
        return self ? (
          <Tooltip title={SELF_CHANGE_REASON}>
            <span style={{ display: 'inline-block' }}>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      },
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
        <Table<TStaffMember> rowKey="id" columns={columns} dataSource={members} loading={isLoading} pagination={false} />
      </Flex>
      <AddStaffModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}

export default StaffScreen;
