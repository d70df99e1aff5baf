import { sql } from 'drizzle-orm';
import { smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { rowsOf, type Queryable } from '../../core/db/database';
import type { Delivery } from './delivery/deliver-message';
import { DAY_MS } from '../../core/lib/clock';
import { DLT_HEADER, type TemplateRow } from './templates';

/** How one message must go out (DLT ids, WhatsApp template, parts), keyed by its idempotency key. */
export interface SendOptionsRow {
  dlt: { templateId: string; header: string; category: TemplateRow['dltCategory'] } | null;
  whatsappTemplate: { name: string; language: string; params: string[] } | null;
  segments: number;
}

/** The DLT id of the free-form service message the bulk screen sends when a text matches no template. */
export const FREE_TEXT_DLT_TEMPLATE_ID = '1107170000000000099';
/** The approved WhatsApp utility template with one body variable, for typed texts outside the window. */
export const FREE_TEXT_WHATSAPP_TEMPLATE = 'dues_message';

/** Whether the customer wrote to us on WhatsApp in the last 24 hours (free-form replies are allowed). */
export const conversationOpen = (lastInboundAt: string | null | undefined, now: Date) =>
  lastInboundAt ? new Date(lastInboundAt).getTime() > now.getTime() - DAY_MS : false;

/** An SMS carries its DLT registration; a WhatsApp message outside the 24-hour window goes as an approved template. */
export function sendOptionsFor(
  delivery: Delivery,
  template: { row: TemplateRow; params: string[] } | undefined,
  lastInboundAt: string | null | undefined,
  now: Date,
): SendOptionsRow {
  const segments = Math.max(1, smsSegments(delivery.body).segments);
  if (delivery.channel === 'sms') {
    const dlt = template
      ? { templateId: template.row.dltTemplateId, header: template.row.dltHeader, category: template.row.dltCategory }
      : { templateId: FREE_TEXT_DLT_TEMPLATE_ID, header: DLT_HEADER, category: 'service-implicit' as const };
    return { dlt, whatsappTemplate: null, segments };
  }
  if (conversationOpen(lastInboundAt, now)) return { dlt: null, whatsappTemplate: null, segments: 1 };
  const whatsappTemplate =
    template?.row.whatsappTemplate != null
      ? { name: template.row.whatsappTemplate, language: template.row.language, params: template.params }
      : { name: FREE_TEXT_WHATSAPP_TEMPLATE, language: 'en', params: [delivery.body] };
  return { dlt: null, whatsappTemplate, segments: 1 };
}

export async function writeSendOptions(db: Queryable, options: { key: string; row: SendOptionsRow }[]) {
  for (let start = 0; start < options.length; start += 1000) {
    const slice = options.slice(start, start + 1000);
    await db.execute(sql`
      insert into message_send_options (idempotency_key, dlt, whatsapp_template, segments)
      select * from unnest(
        ${sql.param(slice.map(({ key }) => key))}::text[],
        ${sql.param(slice.map(({ row }) => (row.dlt ? JSON.stringify(row.dlt) : null)))}::jsonb[],
        ${sql.param(slice.map(({ row }) => (row.whatsappTemplate ? JSON.stringify(row.whatsappTemplate) : null)))}::jsonb[],
        ${sql.param(slice.map(({ row }) => row.segments))}::integer[]
      )
      on conflict (idempotency_key) do nothing
    `);
  }
}

/** Send options of messages about to go out, by idempotency key (one statement). */
export async function sendOptionsOf(db: Queryable, keys: string[]): Promise<Map<string, SendOptionsRow>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{
    idempotency_key: string;
    dlt: SendOptionsRow['dlt'];
    whatsapp_template: SendOptionsRow['whatsappTemplate'];
    segments: number;
  }>(
    await db.execute(sql`
      select idempotency_key, dlt, whatsapp_template, segments from message_send_options
      where idempotency_key = any(${sql.param(keys)}::text[])
    `),
  );
  return new Map(
    rows.map((row) => [row.idempotency_key, { dlt: row.dlt, whatsappTemplate: row.whatsapp_template, segments: Number(row.segments) }]),
  );
}

/** A refusal is stored as the recipient's message: failed, provider "none", its reason as the error. */
export const REFUSAL_PREFIX = 'Not sent: ';
export const isRefusal = (error: string | null) => error?.startsWith(REFUSAL_PREFIX) ?? false;

/** Refused deliveries as failed messages (provider 'none') carrying their reason; written once per key. */
export async function writeRefusals(db: Queryable, executionId: string, refusals: { delivery: Delivery; key: string; reason: string }[]) {
  for (let start = 0; start < refusals.length; start += 1000) {
    const slice = refusals.slice(start, start + 1000);
    await db.execute(sql`
      insert into messages (execution_id, customer_id, channel, "to", body, provider, status, error, idempotency_key)
      select ${executionId}::uuid, v.customer_id, v.channel, v.recipient, v.body, 'none', 'failed', v.reason, v.key
      from unnest(
        ${sql.param(slice.map(({ delivery }) => delivery.customerId ?? null))}::uuid[],
        ${sql.param(slice.map(({ delivery }) => delivery.channel))}::text[],
        ${sql.param(slice.map(({ delivery }) => delivery.to))}::text[],
        ${sql.param(slice.map(({ delivery }) => delivery.body))}::text[],
        ${sql.param(slice.map(({ reason }) => reason))}::text[],
        ${sql.param(slice.map(({ key }) => key))}::text[]
      ) as v(customer_id, channel, recipient, body, reason, key)
      on conflict (idempotency_key) do nothing
    `);
  }
}
