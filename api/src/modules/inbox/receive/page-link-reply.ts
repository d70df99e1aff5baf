import { skipReasonText } from '@duesflow/shared-contracts/send-guards';
import type { AppDeps } from '../../../core/app-deps';
import type { InboxReplyInput } from '../reply/inbox-reply';

/**
 * The template a keypress "send me the link" is answered with: the registered Payment Link SMS (its DLT
 * id, `{link}` the customer's own page link, made as the gate queues it).
 */
export const PAGE_LINK_TEMPLATE_ID = 'bulk-payment-link';

/**
 * A customer pressed 1 on the reminder call ("send me the link"): their page's link by SMS, as a `reply`
 * through the send gate (a hold on reminders does not keep it back; an opt-out of SMS or no number does),
 * a run of one keyed on the stored keypress, so the keypress sent again never sends it twice. A refusal
 * or a failure is logged, never thrown: the keypress stays stored.
 */
export async function sendPageLink(deps: AppDeps, request: { replyId: string; customerId: string }): Promise<void> {
  const input: InboxReplyInput = { customerId: request.customerId, channel: 'sms', templateId: PAGE_LINK_TEMPLATE_ID };
  try {
    const preview = await deps.engine.preview('inbox_reply', input);
    const [skip] = preview?.skipped.recipients ?? [];
    if (!preview || preview.total === 0 || skip) {
      const why = skip ? skipReasonText(skip.reason, preview?.skipped.cooldownHours ?? 0) : 'nothing to send';
      deps.logger.warn(`the page link asked for on a call (reply ${request.replyId}) was not sent: ${why}`);
      return;
    }
    await deps.engine.start({ type: 'inbox_reply', input, idempotencyKey: `keypress-link:${request.replyId}` });
  } catch (error) {
    deps.logger.error(`the page link asked for on a call (reply ${request.replyId}) could not be queued`, error);
  }
}
