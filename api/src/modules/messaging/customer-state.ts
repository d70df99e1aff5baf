import { sql, type SQL } from 'drizzle-orm';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import { formatDate } from '@duesflow/shared-contracts/format';
import type { TSkipReason } from '@duesflow/shared-contracts/send-guards';
import { rowsOf, type Queryable } from '../../core/db/database';
import { reminderInvoicesCte } from './reminder-dues';

/** What the gate knows of a customer: their stop, dispute and promise, their last WhatsApp, what they owe. */
export interface CustomerState {
  customerId: string;
  stopReminders: boolean;
  disputedAt: string | null;
  disputeReason: string | null;
  promisedDate: string | null;
  promiseNote: string | null;
  /** Channels the customer opted out of: nothing goes out on them. */
  optedOutChannels: string[];
  /** "Already paid", as the customer said it, with their reference: reminders wait while staff check it. */
  paidClaimedAt: string | null;
  paidClaimReference: string | null;
  whatsappLastInboundAt: string | null;
  /** When the customer's latest reply staff have not handled yet came in (docs/inbox.md): reminders wait for staff. */
  repliedAt: string | null;
  /** That reply's words (the first 200 characters). */
  replyText: string | null;
  /**
   * What reminders may ask for: the unpaid parts of the invoices not in dispute (payments settle the
   * oldest invoices first, as the ledger reads them; reminder-dues.ts).
   */
  duePaise: number;
  /** The numbers of the unpaid invoices with an open dispute ("T/12, T/14"), which no reminder names or asks for. */
  disputedInvoices: string | null;
}

/** The state of every customer of a batch, in one statement. */
export async function customerStates(db: Queryable, customerIds: string[]): Promise<Map<string, CustomerState>> {
  if (customerIds.length === 0) return new Map();
  const ids = sql.param(customerIds);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ${reminderInvoicesCte(sql`and customer_id = any(${ids}::uuid[])`)}, due as (
        select customer_id, sum(unpaid_paise) as due_paise from remind_inv group by customer_id
      ), disputed as (
        select customer_id, string_agg(invoice_number, ', ' order by due_date, invoice_number) as numbers
        from disputed_inv where unpaid_paise > 0 group by customer_id
      )
      select c.id::text as customer_id, coalesce(p.stop_reminders, false) as stop_reminders,
        p.disputed_at::text as disputed_at, p.dispute_reason, p.promised_date::text as promised_date, p.promise_note,
        coalesce(p.opted_out_channels, '{}') as opted_out_channels, p.paid_claimed_at::text as paid_claimed_at, p.paid_claim_reference,
        p.whatsapp_last_inbound_at::text as whatsapp_last_inbound_at, r.replied_at, r.reply_text,
        coalesce(due.due_paise, 0)::bigint as due_paise, disputed.numbers as disputed_invoices
      from unnest(${ids}::uuid[]) as c(id)
      left join customer_contact_preferences p on p.customer_id = c.id
      left join lateral (${latestOpenReply(sql`c.id`)}) r on true
      left join due on due.customer_id = c.id
      left join disputed on disputed.customer_id = c.id
    `),
  );
  return new Map(
    rows.map((row) => [
      String(row.customer_id),
      {
        customerId: String(row.customer_id),
        stopReminders: Boolean(row.stop_reminders),
        disputedAt: (row.disputed_at as string | null) ?? null,
        disputeReason: (row.dispute_reason as string | null) ?? null,
        promisedDate: (row.promised_date as string | null) ?? null,
        promiseNote: (row.promise_note as string | null) ?? null,
        optedOutChannels: channelsOf(row.opted_out_channels),
        paidClaimedAt: (row.paid_claimed_at as string | null) ?? null,
        paidClaimReference: (row.paid_claim_reference as string | null) ?? null,
        whatsappLastInboundAt: (row.whatsapp_last_inbound_at as string | null) ?? null,
        repliedAt: (row.replied_at as string | null) ?? null,
        replyText: (row.reply_text as string | null) ?? null,
        duePaise: Number(row.due_paise),
        disputedInvoices: row.disputed_invoices == null ? null : String(row.disputed_invoices),
      },
    ]),
  );
}

/** Postgres arrays arrive parsed from node-postgres and as text ('{sms,whatsapp}') from some paths. */
function channelsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const inner = String(value ?? '{}').slice(1, -1);
  return inner ? inner.split(',') : [];
}

const CHANNEL_NAMES: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', voice: 'calls', email: 'email' };

type HoldSource = Pick<
  CustomerState,
  | 'stopReminders'
  | 'disputedAt'
  | 'disputeReason'
  | 'promisedDate'
  | 'promiseNote'
  | 'optedOutChannels'
  | 'paidClaimedAt'
  | 'paidClaimReference'
  | 'repliedAt'
  | 'replyText'
>;

/**
 * Why reminders are held for this customer today, or null: "Stop reminders", an open dispute, a claimed
 * payment staff have not checked yet, a promise to pay until its date (on the promised day itself the
 * customer is still left alone; the day after, reminders resume), a reply staff have not handled yet
 * (any reply pauses every reminder until staff mark it handled), or an opt-out of some channels (the
 * others still carry reminders: `stateRefusal` holds per channel).
 */
export function contactHoldOf(state: HoldSource | undefined, today: string): TContactHold | null {
  if (!state) return null;
  if (state.stopReminders) return { kind: 'stopped', until: null, note: null };
  if (state.disputedAt) return { kind: 'disputed', until: null, note: state.disputeReason };
  if (state.paidClaimedAt) return { kind: 'paid_claimed', until: null, note: state.paidClaimReference };
  if (state.promisedDate && state.promisedDate >= today) return { kind: 'promised', until: state.promisedDate, note: state.promiseNote };
  if (state.repliedAt) return { kind: 'replied', until: null, note: state.replyText };
  if (state.optedOutChannels.length > 0)
    return { kind: 'opted_out', until: null, note: state.optedOutChannels.map((channel) => CHANNEL_NAMES[channel] ?? channel).join(', ') };
  return null;
}

export interface Refusal {
  reason: TSkipReason;
  detail?: string | null;
}

/**
 * The gate's refusal for a customer's state on a channel: their hold first (an opt-out only on the
 * channels opted out of), then nothing reminders may ask for: every unpaid invoice in dispute (their
 * numbers as the detail), or nothing due at all.
 */
export function stateRefusal(state: CustomerState | undefined, today: string, channel?: string): Refusal | undefined {
  const hold = contactHoldOf(state, today);
  if (hold?.kind === 'opted_out') {
    if (channel && state!.optedOutChannels.includes(channel)) return { reason: 'opted_out', detail: CHANNEL_NAMES[channel] ?? channel };
  } else if (hold) {
    return { reason: hold.kind, detail: hold.kind === 'promised' ? formatDate(hold.until) : hold.note };
  }
  if (state && state.duePaise <= 0) {
    return state.disputedInvoices ? { reason: 'invoice_disputed', detail: state.disputedInvoices } : { reason: 'nothing_due' };
  }
  return undefined;
}

/** The one state that refuses a reply from staff (not a reminder): the customer opted out of its channel. */
export function optOutRefusal(state: CustomerState | undefined, channel: string): Refusal | undefined {
  return state?.optedOutChannels.includes(channel) ? { reason: 'opted_out', detail: CHANNEL_NAMES[channel] ?? channel } : undefined;
}

/**
 * The holds of a list's customers, or of every customer without `customerIds`: one statement over the
 * preferences that hold someone (few rows, whatever the number of customers), cheap enough for every list.
 */
export async function contactHolds(db: Queryable, customerIds: string[] | undefined, today: string): Promise<Map<string, TContactHold>> {
  if (customerIds && customerIds.length === 0) return new Map();
  const only = customerIds ? sql`customer_id = any(${sql.param(customerIds)}::uuid[]) and` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select customer_id::text as customer_id, stop_reminders, disputed_at::text as disputed_at, dispute_reason,
        promised_date::text as promised_date, promise_note, opted_out_channels,
        paid_claimed_at::text as paid_claimed_at, paid_claim_reference
      from customer_contact_preferences
      where ${only} (stop_reminders or disputed_at is not null or promised_date >= ${today}::date
        or paid_claimed_at is not null or cardinality(opted_out_channels) > 0)
    `),
  );
  const replies = await openReplies(db, customerIds);
  const holds = new Map<string, TContactHold>();
  for (const row of rows) {
    const hold = contactHoldOf(
      {
        ...(replies.get(String(row.customer_id)) ?? NO_REPLY),
        stopReminders: Boolean(row.stop_reminders),
        disputedAt: (row.disputed_at as string | null) ?? null,
        disputeReason: (row.dispute_reason as string | null) ?? null,
        promisedDate: (row.promised_date as string | null) ?? null,
        promiseNote: (row.promise_note as string | null) ?? null,
        optedOutChannels: channelsOf(row.opted_out_channels),
        paidClaimedAt: (row.paid_claimed_at as string | null) ?? null,
        paidClaimReference: (row.paid_claim_reference as string | null) ?? null,
      },
      today,
    );
    if (hold) holds.set(String(row.customer_id), hold);
  }
  // A customer whose preferences hold nothing is held by their reply alone.
  for (const [customerId, reply] of replies) {
    if (!holds.has(customerId)) holds.set(customerId, contactHoldOf({ ...NO_PREFERENCES, ...reply }, today)!);
  }
  return holds;
}

const NO_REPLY = { repliedAt: null, replyText: null };
const NO_PREFERENCES = {
  stopReminders: false,
  disputedAt: null,
  disputeReason: null,
  promisedDate: null,
  promiseNote: null,
  optedOutChannels: [],
  paidClaimedAt: null,
  paidClaimReference: null,
};

/** The customer's latest reply staff have not handled yet (inbound_messages, docs/inbox.md), as a lateral subquery. */
function latestOpenReply(customerId: SQL) {
  return sql`
    select i.received_at::text as replied_at, left(coalesce(i.text, i.button_payload), 200) as reply_text
    from inbound_messages i
    where i.customer_id = ${customerId} and i.handled_at is null
    order by i.received_at desc limit 1`;
}

/** The latest open reply of each customer (of a list, or of everyone) who has one: few rows. */
async function openReplies(
  db: Queryable,
  customerIds: string[] | undefined,
): Promise<Map<string, Pick<CustomerState, 'repliedAt' | 'replyText'>>> {
  const only = customerIds ? sql`and i.customer_id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  const rows = rowsOf<{ customer_id: string; replied_at: string; reply_text: string | null }>(
    await db.execute(sql`
      select distinct on (i.customer_id) i.customer_id::text as customer_id, i.received_at::text as replied_at,
        left(coalesce(i.text, i.button_payload), 200) as reply_text
      from inbound_messages i
      where i.handled_at is null and i.customer_id is not null ${only}
      order by i.customer_id, i.received_at desc
    `),
  );
  return new Map(rows.map((row) => [row.customer_id, { repliedAt: row.replied_at, replyText: row.reply_text }]));
}
