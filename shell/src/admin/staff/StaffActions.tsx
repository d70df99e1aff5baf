import { Button, Flex, Tooltip, Typography, type Modal } from 'antd';
import type { TStaffMember } from '@duesflow/shared-contracts/auth';
import { useToast } from '@duesflow/remote-kit/toast';
import { useResetStaffPasswordMutation, useUnlockStaffMutation, useUpdateStaffMutation } from '../adminApi';
import { apiErrorText } from '../apiErrorText';
import { SELF_CHANGE_REASON } from './staffText';

interface TStaffActionsProps {
  member: TStaffMember;
  /** The signed-in admin is this member. */
  self: boolean;
  /** The screen's `Modal.useModal()`, so dialogs take the portal's theme. */
  modal: ReturnType<typeof Modal.useModal>[0];
}

/** Shown once, after a reset: the admin passes it on; the API keeps only its hash. */
function TemporaryPassword({ member, password }: { member: TStaffMember; password: string }) {
  return (
    <Flex vertical gap="small">
      <Typography.Text>
        Give this password to {member.name} privately. It is shown only now: once this window is closed, nobody can see it again.
      </Typography.Text>
      <Typography.Text code copyable={{ text: password, tooltips: ['Copy password', 'Copied'] }} aria-label="Temporary password">
        {password}
      </Typography.Text>
      <Typography.Text type="secondary">They were signed out everywhere, and their old password no longer works.</Typography.Text>
    </Flex>
  );
}

/** A member's row actions: reset their password, clear the sign-in limits' hold on them, (de)activate them. */
export function StaffActions({ member, self, modal }: TStaffActionsProps) {
  const [updateStaff] = useUpdateStaffMutation();
  const [resetPassword] = useResetStaffPasswordMutation();
  const [unlockStaff, { isLoading: unlocking }] = useUnlockStaffMutation();
  const toast = useToast();

  const confirmReset = () =>
    modal.confirm({
      title: `Reset ${member.name}'s password?`,
      content: self
        ? 'You get a new password, shown once. Your other sessions end; this one stays.'
        : 'They are signed out everywhere and their password stops working. You get a new one, shown once, to give them.',
      okText: 'Reset password',
      onOk: async () => {
        try {
          const { temporaryPassword } = await resetPassword(member.id).unwrap();
          void modal.success({
            title: `New password for ${member.name}`,
            content: <TemporaryPassword member={member} password={temporaryPassword} />,
            okText: 'Done',
            width: 480,
          });
        } catch (failure) {
          toast.error('Password not reset', apiErrorText(failure));
        }
      },
    });

  const unlock = async () => {
    try {
      await unlockStaff(member.id).unwrap();
      toast.success('Member unlocked', `${member.name} can sign in again at once.`);
    } catch (failure) {
      toast.error('Member not unlocked', apiErrorText(failure));
    }
  };

  const confirmActive = () => {
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

  const activeButton = (
    <Button
      size="small"
      danger={member.active}
      disabled={self}
      onClick={confirmActive}
      aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
    >
      {member.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );

  return (
    <Flex gap="small" wrap>
      <Button size="small" onClick={confirmReset} aria-label={`Reset password of ${member.name}`}>
        Reset password
      </Button>
      {member.failedSignIns > 0 ? (
        <Button size="small" loading={unlocking} onClick={() => void unlock()} aria-label={`Unlock ${member.name}`}>
          Unlock
        </Button>
      ) : null}
      {self ? (
        <Tooltip title={SELF_CHANGE_REASON}>
          <span style={{ display: 'inline-block' }}>{activeButton}</span>
        </Tooltip>
      ) : (
        activeButton
      )}
    </Flex>
  );
}
