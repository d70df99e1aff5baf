import { eq } from 'drizzle-orm';
import type { TTemplatePlaceholder } from '@duesflow/shared-contracts/message-templates';
import { skipReasonText } from '@duesflow/shared-contracts/send-guards';
import type { Queryable } from '../../../core/db/database';
import { messageTemplates } from '../../../core/db/schema/communications';
import type { BulkSender } from '../../../core/jobs/workflow-context';
import { fillForRecipient, type GateItem } from '../../messaging';

/** The channels a confirmation goes on (docs/customer-page.md, "Confirmed back to the customer"). */
export type ConfirmationChannel = 'sms' | 'whatsapp';
export const CONFIRMATION_CHANNEL_WORDS: Record<ConfirmationChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/**
 * What a confirmation's run stores as its input: everything it sends, decided when the customer's action
 * was recorded (the template in the page's language, its values, where the link came from).
 */
export interface PageConfirmationInput extends Record<string, unknown> {
  /** The action confirmed (the first of a double submit): the run's idempotency key is made from it. */
  actionId: string;
  customerId: string;
  customerName: string;
  channel: ConfirmationChannel;
  to: string;
  templateId: string;
  values: Partial<Record<Exclude<TTemplatePlaceholder, 'link'>, string>>;
}

/**
 * The confirmation as the send gate's one item: a `reply` to the customer's own action, so the holds that
 * action itself set (a promise, a dispute, a claimed payment) and the cooldown do not keep it back, while
 * an opted-out channel, DLT, WhatsApp's window, the provider and the channel's hours still do.
 */
export async function confirmationItem(db: Queryable, input: PageConfirmationInput): Promise<GateItem | null> {
  const [template] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, input.templateId));
  if (!template) return null;
  const filled = fillForRecipient(template.content, input.values);
  return {
    delivery: { channel: input.channel, to: input.to, body: filled.body, customerId: input.customerId, customerName: input.customerName },
    template: { row: template, params: filled.params },
    purpose: 'reply',
  };
}

/** A customer's action on their page confirmed back to them: a run of one through the send gate, sent exactly once. */
export const pageConfirmation: BulkSender = {
  async plan(ctx, execution) {
    const input = execution.input as PageConfirmationInput;
    const item = await confirmationItem(ctx.db, input);
    return {
      items: item ? [item] : [],
      note: { customerName: input.customerName, channel: input.channel, missing: item ? null : `No template ${input.templateId}` },
    };
  },
  outcome(counts, note, skips) {
    const name = String(note.customerName);
    const by = CONFIRMATION_CHANNEL_WORDS[note.channel as ConfirmationChannel] ?? String(note.channel);
    if (note.missing) return { status: 'failed', summary: `No confirmation sent to ${name}`, error: String(note.missing), scopes: [] };
    if (counts.sent > 0) return { status: 'success', summary: `Confirmation sent to ${name} by ${by}`, scopes: ['customers'] };
    if (counts.failed > 0)
      return {
        status: 'failed',
        summary: `Confirmation to ${name} by ${by} failed`,
        error: 'The message could not be delivered',
        scopes: ['customers'],
      };
    const [skip] = skips.recipients;
    const why = skip ? skipReasonText(skip.reason, skips.cooldownHours) + (skip.detail ? ` (${skip.detail})` : '') : 'not sent';
    return { status: 'success', summary: `No confirmation sent to ${name}: ${why}`, scopes: [] };
  },
};
