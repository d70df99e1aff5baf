import { Select } from 'antd';
import { INBOX_TEXTS, type TConversation } from '@duesflow/shared-contracts/inbox';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useAssignConversationMutation, useGetAssigneesQuery } from '../api';

/** "Assign to": one collector answers the customer; clearing it leaves the conversation to everyone. */
export function AssignSelect({ conversation }: { conversation: TConversation }) {
  const { data: staff = [] } = useGetAssigneesQuery();
  const [assign, { isLoading }] = useAssignConversationMutation();
  const toast = useToast();
  const change = async (staffId: string | undefined) => {
    try {
      await assign({ customerId: conversation.customer.id, staffId: staffId ?? null }).unwrap();
      toast.success(staffId ? INBOX_TEXTS.assigned : INBOX_TEXTS.unassigned);
    } catch (error) {
      toast.error('Not assigned', errorMessage(error));
    }
  };
  return (
    <Guarded capability="collect">
      <Select<string>
        aria-label="Assign to"
        placeholder="Assign to"
        allowClear
        loading={isLoading}
        style={{ minWidth: 180 }}
        value={conversation.assignee?.id}
        onChange={(value) => void change(value)}
        options={[
          // The assignee stays readable even once deactivated (no longer offered).
          ...(conversation.assignee && !staff.some((member) => member.id === conversation.assignee!.id) ? [conversation.assignee] : []),
          ...staff,
        ].map((member) => ({ value: member.id, label: member.name }))}
      />
    </Guarded>
  );
}
