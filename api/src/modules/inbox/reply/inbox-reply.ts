import { eq } from 'drizzle-orm';
import type { TReplyChannel } from '@duesflow/shared-contracts/inbox';
import { messageTemplates } from '../../../core/db/schema/communications';
import type { BulkSender, WorkflowContext } from '../../../core/jobs/workflow-context';
import { businessDate } from '../../../core/lib/clock';
import { reminderDuesOf, singleSender, templateItem } from '../../campaigns';
import type { GateItem } from '../../messaging';

/** What a reply's run stores as its input: free text, or a template filled for the customer when it is planned. */
export type InboxReplyInput = { customerId: string; channel: TReplyChannel } & ({ text: string } | { templateId: string });

const CHANNEL_WORDS: Record<TReplyChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** The reply as the send gate's one item: a `reply`, not a reminder (docs/sending.md, "Replies from the inbox"). */
async function replyItem(ctx: WorkflowContext, input: InboxReplyInput): Promise<GateItem | null> {
  const customer = await reminderDuesOf(ctx.db, businessDate(ctx.clock.now()), input.customerId);
  if (!customer) return null;
  if ('templateId' in input) {
    const [template] = await ctx.db.select().from(messageTemplates).where(eq(messageTemplates.id, input.templateId));
    if (!template) return null;
    return { ...templateItem(ctx, template, customer, input.channel), purpose: 'reply' };
  }
  return {
    delivery: { channel: input.channel, to: customer.phone ?? '', body: input.text, customerId: customer.id, customerName: customer.name },
    purpose: 'reply',
    ...(customer.phone ? {} : { refusal: { reason: 'no_phone' as const } }),
  };
}

const single = singleSender(async (ctx, execution) => {
  const input = execution.input as InboxReplyInput;
  const item = await replyItem(ctx, input);
  if (!item) return { note: { missing: 'Customer or template not found' } };
  const name = item.delivery.customerName ?? '';
  const by = CHANNEL_WORDS[input.channel];
  return {
    item,
    note: {
      customerName: name,
      done: `Reply to ${name} sent by ${by}`,
      failed: `Reply to ${name} by ${by} failed`,
      error: 'The message could not be delivered',
      nobody: 'Nobody was contacted',
    },
  };
});

/** Staff's reply to a customer from the inbox: a run of one through the send gate, like a customer row's WhatsApp. */
export const inboxReply: BulkSender = {
  ...single,
  // The inbox shows the message in the conversation as soon as its run ends.
  outcome: (counts, note, skips) => {
    const outcome = single.outcome(counts, note, skips);
    return { ...outcome, scopes: [...new Set([...outcome.scopes, 'inbox' as const])] };
  },
};
