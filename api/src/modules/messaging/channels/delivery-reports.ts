import { providerVendor } from '@duesflow/shared-contracts/secret-fields';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { providerFailureText } from './guarded-channels';

/**
 * One report from a provider about a message it accepted: a delivery report (MSG91), a call's status
 * callback (Exotel) or a message status (WhatsApp Cloud API).
 */
export interface DeliveryReport {
  /** `msg91`, `exotel`, `whatsapp_cloud`: only messages sent through a provider of this vendor match. */
  vendor: string;
  /** The provider's id of the message (MSG91 request id, Exotel CallSid, WhatsApp wamid). */
  providerMessageId: string;
  /** The try's idempotency key when the provider echoes it (Exotel's callback address, WhatsApp's opaque data). */
  reference?: string | null;
  /** sent changes nothing; delivered (completed for a call) and failed are final. */
  status: 'sent' | 'delivered' | 'completed' | 'failed';
  /** Why it failed, in words. */
  reason?: string | null;
}

/**
 * applied: the message moved on; unchanged: it had already (a replayed or late report); pending: the
 * provider reported before duesflow wrote its answer down (the provider should retry); unknown: no
 * message of this vendor has that id.
 */
export type TReportOutcome = 'applied' | 'unchanged' | 'pending' | 'unknown';

interface Match {
  id: string;
  status: string;
  provider: string;
  provider_message_id: string | null;
}

/**
 * Applies a report to its message, its last try and its contact attempt, once: only a message still
 * `sent` moves (to delivered, completed or failed), in one statement guarded by that status, so a report
 * delivered twice, or two copies racing, change it once; a final status never moves again.
 */
export async function applyDeliveryReport(db: Queryable, report: DeliveryReport, now: Date): Promise<TReportOutcome> {
  const byReference = report.reference
    ? rowsOf<Match>(
        await db.execute(sql`
          select m.id, m.status, m.provider, m.provider_message_id from message_attempts a join messages m on m.id = a.message_id
          where a.idempotency_key = ${report.reference}
        `),
      )
    : [];
  const byId = byReference.length
    ? []
    : rowsOf<Match>(
        await db.execute(sql`
          select id, status, provider, provider_message_id from messages where provider_message_id = ${report.providerMessageId}
        `),
      );
  const match = [...byReference, ...byId].find((row) => providerVendor(row.provider) === report.vendor || row.status === 'queued');
  if (!match) return 'unknown';
  // The try is still being written down: the provider was quicker than the database.
  if (match.status === 'queued') return 'pending';
  // A try a crash cut off, left unknown for want of a vendor record to look up: this report, naming the
  // try's own key, is that record. The message takes the vendor's word (docs/sending.md).
  if (match.status === 'unknown' && byReference.length > 0) return settleUnknown(db, match.id, report, now);
  if (match.provider_message_id !== report.providerMessageId) return 'unknown';
  if (report.status === 'sent' || match.status !== 'sent') return 'unchanged';

  const error = report.status === 'failed' ? providerFailureText(report.reason ?? 'The provider reported a failure') : null;
  const result = await db.execute(sql`
    with moved as (
      update messages set status = ${report.status}, error = coalesce(${error}, error), updated_at = ${now.toISOString()}::timestamptz
      where id = ${match.id}::uuid and status = 'sent'
      returning id
    ), tried as (
      update message_attempts set status = ${report.status}, error = coalesce(${error}, error), updated_at = ${now.toISOString()}::timestamptz
      where message_id in (select id from moved) and status = 'sent'
      returning id
    ), contacted as (
      update contact_attempts set outcome = ${report.status}
      where message_id in (select id from moved)
      returning id
    )
    select (select count(*) from moved)::int as moved, (select count(*) from tried)::int as tried, (select count(*) from contacted)::int as contacted
  `);
  const [row] = rowsOf<{ moved: number }>(result);
  return Number(row?.moved ?? 0) > 0 ? 'applied' : 'unchanged';
}

/** An `unknown` message the vendor reports on by the try's key: it reached the vendor, with this status. */
async function settleUnknown(db: Queryable, messageId: string, report: DeliveryReport, now: Date): Promise<TReportOutcome> {
  const error = report.status === 'failed' ? providerFailureText(report.reason ?? 'The provider reported a failure') : null;
  const at = now.toISOString();
  const result = await db.execute(sql`
    with moved as (
      update messages set status = ${report.status}, provider_message_id = ${report.providerMessageId}, error = ${error}, updated_at = ${at}::timestamptz
      where id = ${messageId}::uuid and status = 'unknown'
      returning id, customer_id, channel, execution_id, status
    ), tried as (
      update message_attempts set status = ${report.status}, error = ${error}, updated_at = ${at}::timestamptz
      where idempotency_key = ${report.reference ?? ''} and message_id in (select id from moved) and status = 'unknown'
      returning id
    ), contacted as (
      insert into contact_attempts (customer_id, channel, outcome, execution_id, message_id, created_at)
      select customer_id, channel, status, execution_id, id, ${at}::timestamptz from moved where customer_id is not null
      on conflict (message_id) do nothing
      returning id
    )
    select (select count(*) from moved)::int as moved, (select count(*) from tried)::int as tried, (select count(*) from contacted)::int as contacted
  `);
  const [row] = rowsOf<{ moved: number }>(result);
  return Number(row?.moved ?? 0) > 0 ? 'applied' : 'unchanged';
}
