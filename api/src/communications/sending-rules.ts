import { sql } from 'drizzle-orm';
import { smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { rowsOf, type Queryable } from '../db/database';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { businessDate, DAY_MS } from '../lib/clock';
import { deliveryKey, type Delivery } from '../jobs/deliver-message';
import type { BulkSendPlan } from '../jobs/workflow-context';
import { DLT_HEADER, matchTemplate, templateRows, type TemplateRow } from './templates';
import { yieldEvery } from '../lib/yield';

/*
 * India's rules, applied to every bulk send before anything is queued (docs/communications.md):
 * a customer who asked to stop reminders, disputes the dues or has promised to pay by a date still to
 * come is not messaged on any channel, and the refusal is written as the recipient's message (failed,
 * provider "none", the reason as its error), so a campaign to N customers shows N messages; an SMS
 * carries its DLT registration and its parts; a WhatsApp message outside the 24-hour conversation
 * window goes only as an approved template.
 */

/** What a sender knows about how one delivery must go out (keyed by the message's idempotency key). */
export interface SendSpec {
  /** The template it was filled from, and its values in order. */
  template?: { row: TemplateRow; params: string[] };
  /** A reason the sender itself refuses it (nothing due). */
  refusal?: string;
}

export interface SendOptionsRow {
  dlt: { templateId: string; header: string; category: TemplateRow['dltCategory'] } | null;
  whatsappTemplate: { name: string; language: string; params: string[] } | null;
  segments: number;
}

/** The DLT id of the free-form service message the bulk screen sends when a text matches no template. */
export const FREE_TEXT_DLT_TEMPLATE_ID = '1107170000000000099';
/** The approved WhatsApp utility template with one body variable, for typed texts outside the window. */
export const FREE_TEXT_WHATSAPP_TEMPLATE = 'dues_message';

export const REFUSALS = {
  stopped: 'Not sent: the customer asked to stop reminders',
  disputed: 'Not sent: the customer disputes the dues',
  promised: (date: string) => `Not sent: the customer promised to pay by ${date}`,
  nothingDue: 'Not sent: nothing is due (paid)',
} as const;

interface Preferences {
  customer_id: string;
  stop_reminders: boolean;
  disputed_at: string | null;
  promised_date: string | null;
  whatsapp_last_inbound_at: string | null;
}

export async function preferencesOf(db: Queryable, customerIds: string[]): Promise<Map<string, Preferences>> {
  if (customerIds.length === 0) return new Map();
  const rows = rowsOf<Preferences>(
    await db.execute(sql`
      select customer_id::text as customer_id, stop_reminders, disputed_at::text as disputed_at, promised_date::text as promised_date,
        whatsapp_last_inbound_at::text as whatsapp_last_inbound_at
      from customer_contact_preferences where customer_id = any(${sql.param(customerIds)}::uuid[])
    `),
  );
  return new Map(rows.map((row) => [row.customer_id, row]));
}

/** Why a customer must not be reminded today, or undefined. */
export function refusalFor(preferences: Preferences | undefined, today: string): string | undefined {
  if (!preferences) return undefined;
  if (preferences.stop_reminders) return REFUSALS.stopped;
  if (preferences.disputed_at) return REFUSALS.disputed;
  if (preferences.promised_date && preferences.promised_date >= today) return REFUSALS.promised(preferences.promised_date);
  return undefined;
}

export interface RuledDeliveries {
  allowed: Delivery[];
  refused: number;
}

/**
 * Applies the rules to a run's deliveries: refusals are written as failed messages with their reason,
 * and every allowed SMS and WhatsApp message gets its send options (written before it is queued). Safe
 * to repeat: both writes skip keys already there.
 */
export async function applySendingRules(
  db: Queryable,
  executionId: string,
  deliveries: Delivery[],
  now: Date,
  specs: Map<string, SendSpec> = new Map(),
): Promise<RuledDeliveries> {
  if (deliveries.length === 0) return { allowed: [], refused: 0 };
  const today = businessDate(now);
  const preferences = await preferencesOf(db, [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [delivery.customerId] : [])))]);
  const needsTemplates = deliveries.some((delivery) => (delivery.channel === 'sms' || delivery.channel === 'whatsapp') && !specs.get(deliveryKey(executionId, delivery))?.template);
  const templates = needsTemplates ? await templateRows(db) : [];
  const matched = new Map<string, ReturnType<typeof matchTemplate>>();

  const allowed: Delivery[] = [];
  const refusals: { delivery: Delivery; key: string; reason: string }[] = [];
  const options: { key: string; row: SendOptionsRow }[] = [];
  const turn = yieldEvery();
  for (const [index, delivery] of deliveries.entries()) {
    await turn(index);
    const key = deliveryKey(executionId, delivery);
    const spec = specs.get(key);
    const reason = spec?.refusal ?? (delivery.customerId ? refusalFor(preferences.get(delivery.customerId), today) : undefined);
    if (reason) {
      refusals.push({ delivery, key, reason });
      continue;
    }
    allowed.push(delivery);
    if (delivery.channel !== 'sms' && delivery.channel !== 'whatsapp') continue;
    let template = spec?.template;
    if (!template) {
      if (!matched.has(delivery.body)) matched.set(delivery.body, matchTemplate(templates, delivery.body));
      template = matched.get(delivery.body);
    }
    options.push({ key, row: sendOptionsFor(delivery, template, preferences.get(delivery.customerId ?? ''), now) });
  }
  await writeSendOptions(db, options);
  await writeRefusals(db, executionId, refusals);
  return { allowed, refused: refusals.length };
}

function sendOptionsFor(
  delivery: Delivery,
  template: { row: TemplateRow; params: string[] } | undefined,
  preferences: Preferences | undefined,
  now: Date,
): SendOptionsRow {
  const segments = Math.max(1, smsSegments(delivery.body).segments);
  if (delivery.channel === 'sms') {
    const dlt = template
      ? { templateId: template.row.dltTemplateId, header: template.row.dltHeader, category: template.row.dltCategory }
      : { templateId: FREE_TEXT_DLT_TEMPLATE_ID, header: DLT_HEADER, category: 'service-implicit' as const };
    return { dlt, whatsappTemplate: null, segments };
  }
  const inbound = preferences?.whatsapp_last_inbound_at ? new Date(preferences.whatsapp_last_inbound_at).getTime() : 0;
  const conversationOpen = inbound > now.getTime() - DAY_MS;
  if (conversationOpen) return { dlt: null, whatsappTemplate: null, segments: 1 };
  const whatsappTemplate =
    template?.row.whatsappTemplate != null
      ? { name: template.row.whatsappTemplate, language: template.row.language, params: template.params }
      : { name: FREE_TEXT_WHATSAPP_TEMPLATE, language: 'en', params: [delivery.body] };
  return { dlt: null, whatsappTemplate, segments: 1 };
}

async function writeSendOptions(db: Queryable, options: { key: string; row: SendOptionsRow }[]) {
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

/** Send options of messages about to go out, by idempotency key (one statement). */
export async function sendOptionsOf(db: Queryable, keys: string[]): Promise<Map<string, SendOptionsRow>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ idempotency_key: string; dlt: SendOptionsRow['dlt']; whatsapp_template: SendOptionsRow['whatsappTemplate']; segments: number }>(
    await db.execute(sql`
      select idempotency_key, dlt, whatsapp_template, segments from message_send_options
      where idempotency_key = any(${sql.param(keys)}::text[])
    `),
  );
  return new Map(rows.map((row) => [row.idempotency_key, { dlt: row.dlt, whatsappTemplate: row.whatsapp_template, segments: Number(row.segments) }]));
}

export const isRefusal = (error: string | null) => error?.startsWith('Not sent:') ?? false;

export type { TContactChannel };

/** A bulk plan whose sender applied the rules itself (a campaign refuses paid customers too). */
export interface RuledPlan extends BulkSendPlan {
  rulesApplied?: boolean;
}
