import { Button } from 'antd';
import { INBOX_TEXTS, type TConversation } from '@duesflow/shared-contracts/inbox';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useMarkReplyHandledMutation } from '../api';

/** Marks every reply of the conversation staff have not handled: once none is left, the customer's reminders resume. */
export function MarkHandledButton({ conversation }: { conversation: TConversation }) {
  const [markHandled, { isLoading }] = useMarkReplyHandledMutation();
  const toast = useToast();
  const open = conversation.items.flatMap((entry) => (entry.direction === 'in' && !entry.reply.handledAt ? [entry.reply.id] : []));
  const press = async () => {
    try {
      let left = 0;
      for (const replyId of open) left = (await markHandled({ replyId, customerId: conversation.customer.id }).unwrap()).openReplies;
      toast.success(INBOX_TEXTS.handled, left === 0 ? 'Reminders resume for this customer.' : `${left} more replies still wait.`);
    } catch (error) {
      toast.error('Not marked handled', errorMessage(error));
    }
  };
  return (
    <Guarded capability="collect">
      <Button type="primary" loading={isLoading} disabled={open.length === 0} onClick={() => void press()}>
        Mark handled
      </Button>
    </Guarded>
  );
}
