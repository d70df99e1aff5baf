import { eq, sql } from 'drizzle-orm';
import type { TCustomerPageLanguage } from '@duesflow/shared-contracts/customer-page';
import { skipReasonText } from '@duesflow/shared-contracts/send-guards';
import { rowsOf, type Database } from '../../../core/db/database';
import { customerPageActions, customerPageTokens } from '../../../core/db/schema/customer-pages';
import type { AppDeps } from '../../../core/app-deps';
import { DERIVED_KEY_WINDOW_MS } from '../../../core/jobs/runs';
import { failureReason } from '../../../core/jobs/failure-reason';
import { confirmationTemplateId, deliveryKey, type ConfirmationKind } from '../../messaging';
import type { ConfirmationChannel, PageConfirmationInput } from './confirmation-run';
import { PAGE_TEXTS } from './texts';

/*
 * A customer's action on their page, confirmed back on the channel their link came through
 * (docs/customer-page.md, "Confirmed back to the customer"): after the action is recorded, one message per
 * action through the send gate, as a run of one; never in the way of the action itself.
 */

export type PageAction = 'promise' | 'dispute' | 'paid_claim' | 'opt_out';

/** What became of an action's confirmation, kept on the action (`detail.confirmation`). */
export type ConfirmationRecord =
  | {
      status: 'queued' | 'waiting';
      channel: ConfirmationChannel;
      to: string;
      templateId: string;
      executionId: string;
      /** The message's own key (`messages.idempotency_key`): the one message the run sends. */
      messageKey: string;
      /** With `waiting`: when the channel's hours open. */
      waitingUntil?: string;
      /** A double submit: the first action, whose confirmation this is. */
      repeatOf?: string;
    }
  | { status: 'refused'; channel: ConfirmationChannel; to: string; templateId: string; reason: string; repeatOf?: string }
  | { status: 'none'; reason: 'staff_link' | 'email' }
  | { status: 'failed'; error: string; repeatOf?: string };

export const CONFIRMATION_WORKFLOW = 'page_confirmation' as const;

/**
 * Records the action; an identical one through the same link within the last 10 minutes (a double submit:
 * the same words, the same link) is a repeat, confirmed by the first one's confirmation. Per link, one at a
 * time, so two submits at the same moment agree on which came first (their clocks, read before, may not).
 */
export async function recordPageAction(
  db: Database,
  values: { customerId: string; tokenId: string; action: PageAction; detail: Record<string, unknown>; at: Date },
): Promise<{ id: string; confirms: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`duesflow:page-action:${values.tokenId}`}))`);
    const [earlier] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from customer_page_actions
        where token_id = ${values.tokenId} and action = ${values.action}
          and detail - 'confirmation' = ${JSON.stringify(values.detail)}::jsonb
          and detail #>> '{confirmation,repeatOf}' is null
          and at >= ${new Date(values.at.getTime() - DERIVED_KEY_WINDOW_MS).toISOString()}::timestamptz
        order by at, id limit 1
      `),
    );
    // A repeat says so as it is written: the next repeat finds the first action, never a repeat of it.
    const detail = earlier ? { ...values.detail, confirmation: { repeatOf: earlier.id } } : values.detail;
    const [row] = await tx
      .insert(customerPageActions)
      .values({ ...values, detail })
      .returning({ id: customerPageActions.id });
    return { id: row!.id, confirms: earlier?.id ?? row!.id };
  });
}

/** Where a confirmation goes: the reminder's own channel and number; a call's link is confirmed by SMS. */
function destination(
  source: { sourceChannel: string | null; sourceTo: string | null } | undefined,
): { none: 'staff_link' | 'email' } | { channel: ConfirmationChannel; to: string } {
  if (!source?.sourceChannel || !source.sourceTo) return { none: 'staff_link' };
  // No email transport sends confirmations (email reminders go through the sandbox only), so none.
  if (source.sourceChannel === 'email') return { none: 'email' };
  const channel: ConfirmationChannel = source.sourceChannel === 'whatsapp' ? 'whatsapp' : 'sms';
  return { channel, to: source.sourceTo };
}

export interface ConfirmationRequest {
  customerId: string;
  customerName: string;
  tokenId: string;
  action: { id: string; confirms: string };
  kind: ConfirmationKind;
  language: TCustomerPageLanguage;
  values: PageConfirmationInput['values'];
}

/**
 * Queues the action's confirmation (once per action: the run's key is the first action's id), records what
 * became of it on the action, and answers what the page tells the customer (null: nothing). A refusal or a
 * failure is recorded, never thrown: the action stands whatever happens to its confirmation.
 */
export async function confirmPageAction(deps: AppDeps, request: ConfirmationRequest): Promise<string | null> {
  const repeat = request.action.confirms === request.action.id ? {} : { repeatOf: request.action.confirms };
  let record: ConfirmationRecord;
  try {
    record = { ...(await queueConfirmation(deps, request)), ...repeat };
  } catch (error) {
    deps.logger.error(`confirmation of page action ${request.action.id} failed`, error);
    record = { status: 'failed', error: failureReason(error), ...repeat };
  }
  try {
    await deps.db.execute(sql`
      update customer_page_actions set detail = detail || ${JSON.stringify({ confirmation: record })}::jsonb
      where id = ${request.action.id}
    `);
  } catch (error) {
    deps.logger.error(`recording the confirmation of page action ${request.action.id} failed`, error);
  }
  const texts = PAGE_TEXTS[request.language];
  if (record.status === 'queued') return texts.confirmationSent[record.channel];
  if (record.status === 'waiting') return texts.confirmationWaiting[record.channel];
  return null;
}

async function queueConfirmation(deps: AppDeps, request: ConfirmationRequest): Promise<ConfirmationRecord> {
  const [source] = await deps.db.select().from(customerPageTokens).where(eq(customerPageTokens.id, request.tokenId));
  const to = destination(source);
  if ('none' in to) return { status: 'none', reason: to.none };
  const input: PageConfirmationInput = {
    actionId: request.action.confirms,
    customerId: request.customerId,
    customerName: request.customerName,
    channel: to.channel,
    to: to.to,
    templateId: confirmationTemplateId(request.kind, request.language),
    values: request.values,
  };
  // The gate's answer now (the run decides again as it is planned): a refusal starts no run.
  const preview = await deps.engine.preview(CONFIRMATION_WORKFLOW, input);
  const [skip] = preview?.skipped.recipients ?? [];
  if (preview && skip) {
    const reason = skipReasonText(skip.reason, preview.skipped.cooldownHours) + (skip.detail ? ` (${skip.detail})` : '');
    return { status: 'refused', channel: to.channel, to: to.to, templateId: input.templateId, reason };
  }
  if (!preview || preview.total === 0) throw new Error(`No template ${input.templateId}`);
  const started = await deps.engine.start({ type: CONFIRMATION_WORKFLOW, input, idempotencyKey: `page-confirmation:${input.actionId}` });
  const executionId = started.execution.id;
  const messageKey = deliveryKey(executionId, { channel: to.channel, to: to.to, body: '', customerId: request.customerId });
  const waitingUntil = preview.waiting.total > 0 ? preview.waiting.until : null;
  return {
    status: waitingUntil ? 'waiting' : 'queued',
    channel: to.channel,
    to: to.to,
    templateId: input.templateId,
    executionId,
    messageKey,
    ...(waitingUntil ? { waitingUntil } : {}),
  };
}

/** The confirmation's kind of an action (a dispute of one invoice has its own text). */
export function confirmationKind(action: PageAction, detail: Record<string, unknown>): ConfirmationKind {
  if (action === 'dispute') return detail.invoiceId ? 'dispute_invoice' : 'dispute';
  return action;
}
