import { sql, type SQL } from 'drizzle-orm';
import type { TTimelineEvent, TTimelineKind } from '@duesflow/shared-contracts/customer-timeline';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { paiseToRupees } from '../../../core/lib/money';
import { REFUSAL_PREFIX } from '../../messaging';
import type { TimelineCursor } from './timeline-cursor';

/**
 * One source of timeline entries: a table read by the customer's index on it, in time order. `key` makes
 * an entry unique and orders entries of one moment; `at` is the indexed time column.
 */
interface Arm {
  kind: SQL;
  key: SQL;
  at: SQL;
  from: SQL;
  where: SQL;
  channel?: SQL;
  text?: SQL;
  status?: SQL;
  detail?: SQL;
  amountPaise?: SQL;
  reference?: SQL;
  invoiceNumber?: SQL;
  actor?: SQL;
}

const none = sql`null`;

/**
 * Audit actions shown from their own table instead (a note, a promise, an invoice's dispute), and
 * customer-wide disputes, which read as disputes rather than actions.
 */
const SHOWN_ELSEWHERE = [
  'customer.note',
  'customer.call-outcome',
  'customer.promise-to-pay',
  'customer.invoice-dispute',
  'customer.invoice-dispute-resolve',
];

function arms(customerId: string): Arm[] {
  const id = sql`${customerId}::uuid`;
  const refused = sql`starts_with(coalesce(m.error, ''), ${REFUSAL_PREFIX})`;
  return [
    {
      // Messages out and calls (a call is a voice message; its outcome is the call attempt's).
      kind: sql`case when m.channel = 'voice' then 'call' else 'message' end`,
      key: sql`'m:' || m.id::text`,
      at: sql`m.created_at`,
      from: sql`messages m left join call_attempts ca on ca.message_id = m.id`,
      where: sql`m.customer_id = ${id}`,
      channel: sql`m.channel`,
      text: sql`m.body`,
      status: sql`case when ${refused} then 'refused' else m.status end`,
      detail: sql`case when ${refused} then substr(m.error, ${REFUSAL_PREFIX.length + 1})
        when m.channel = 'voice' and ca.outcome is not null then ca.outcome else m.error end`,
    },
    {
      kind: sql`'reply'`,
      key: sql`'r:' || i.id::text`,
      at: sql`i.received_at`,
      from: sql`inbound_messages i`,
      where: sql`i.customer_id = ${id}`,
      channel: sql`i.channel`,
      text: sql`coalesce(i.text, i.button_payload)`,
      status: sql`i.intent`,
      detail: sql`case when i.handled_at is not null then 'handled' end`,
    },
    {
      kind: sql`'payment_link'`,
      key: sql`'l:' || l.id::text`,
      at: sql`l.created_at`,
      from: sql`payment_links l`,
      where: sql`l.customer_id = ${id}`,
      status: sql`l.status`,
      detail: sql`l.description`,
      amountPaise: sql`l.amount_paise`,
    },
    {
      kind: sql`'payment'`,
      key: sql`'p:' || p.id::text`,
      at: sql`p.received_at`,
      from: sql`payments p left join invoices iv on iv.id = p.invoice_id`,
      where: sql`p.customer_id = ${id}`,
      detail: sql`p.method`,
      amountPaise: sql`p.amount_paise`,
      reference: sql`p.reference`,
      invoiceNumber: sql`iv.invoice_number`,
    },
    ...(['made', 'settled'] as const).map((moment): Arm => ({
      kind: sql`'promise'`,
      key: moment === 'made' ? sql`'pm:' || pr.id::text` : sql`'ps:' || pr.id::text`,
      at: moment === 'made' ? sql`pr.made_at` : sql`pr.settled_at`,
      from: sql`customer_promises pr`,
      where:
        moment === 'made'
          ? sql`pr.customer_id = ${id}`
          : sql`pr.customer_id = ${id} and pr.status in ('kept', 'broken') and pr.settled_at is not null`,
      status: moment === 'made' ? sql`'made'` : sql`pr.status`,
      text: moment === 'made' ? sql`pr.note` : none,
      detail: sql`pr.promised_date::text`,
      amountPaise: sql`coalesce(pr.amount_paise, pr.due_at_promise_paise)`,
      actor: sql`pr.source`,
    })),
    ...(['opened', 'resolved'] as const).map((moment): Arm => ({
      kind: sql`'dispute'`,
      key: moment === 'opened' ? sql`'do:' || d.id::text` : sql`'dr:' || d.id::text`,
      at: moment === 'opened' ? sql`d.opened_at` : sql`d.resolved_at`,
      from: sql`invoice_disputes d join invoices iv on iv.id = d.invoice_id`,
      where: moment === 'opened' ? sql`d.customer_id = ${id}` : sql`d.customer_id = ${id} and d.resolved_at is not null`,
      status: sql`${moment}::text`,
      text: moment === 'opened' ? sql`d.reason` : sql`d.resolution`,
      invoiceNumber: sql`iv.invoice_number`,
      actor: moment === 'opened' ? sql`case when d.source = 'staff' then 'staff' else 'customer' end` : sql`'staff'`,
    })),
    {
      // How a call went, as the collector recorded it (docs/worklist.md): outcome, note, promise or call-back, who.
      kind: sql`'call_outcome'`,
      key: sql`'co:' || o.id::text`,
      at: sql`o.created_at`,
      from: sql`call_outcomes o join staff_users s on s.id = o.staff_id`,
      where: sql`o.customer_id = ${id}`,
      status: sql`o.outcome`,
      text: sql`o.note`,
      detail: sql`coalesce(o.promised_date::text, to_char(o.call_back_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI'))`,
      amountPaise: sql`o.promised_amount_paise`,
      actor: sql`s.name`,
    },
    {
      kind: sql`'note'`,
      key: sql`'n:' || n.id::text`,
      at: sql`n.created_at`,
      from: sql`customer_notes n`,
      where: sql`n.customer_id = ${id}`,
      text: sql`n.text`,
      actor: sql`n.author_email`,
    },
    {
      // What the customer did on their own page that no other table shows: a dispute of the whole
      // statement, "already paid", an opt-out (promises and invoice disputes have their own rows).
      kind: sql`case when a.action = 'dispute' then 'dispute' else 'action' end`,
      key: sql`'ca:' || a.id::text`,
      at: sql`a.at`,
      from: sql`customer_page_actions a`,
      where: sql`a.customer_id = ${id} and (a.action in ('paid_claim', 'opt_out') or (a.action = 'dispute' and a.detail->>'invoiceId' is null))`,
      status: sql`case when a.action = 'dispute' then 'opened' else a.action end`,
      text: sql`case when a.action = 'dispute' then a.detail->>'reason' end`,
      detail: sql`case a.action when 'paid_claim' then a.detail->>'reference'
        when 'opt_out' then array_to_string(array(select jsonb_array_elements_text(a.detail->'channels')), ', ') end`,
      actor: sql`'customer'`,
    },
    {
      // What staff did to the customer, from the audit log (the customer is an action's target).
      kind: sql`case when g.action in ('customer.dispute', 'customer.dispute-resolve') then 'dispute' else 'action' end`,
      key: sql`'a:' || g.id::text`,
      at: sql`g.at`,
      from: sql`audit_log g`,
      where: sql`g.target = ${customerId} and g.user_id is not null and g.outcome = 'success'
        and g.action <> all(${sql.param(SHOWN_ELSEWHERE)}::text[])`,
      status: sql`case g.action when 'customer.dispute' then 'opened' when 'customer.dispute-resolve' then 'resolved' else g.action end`,
      detail: sql`g.detail`,
      actor: sql`g.user_email`,
    },
  ];
}

/**
 * One arm of the union: its entries before the cursor, newest first, at most `limit`. The `at <=` bound
 * is what the customer's (customer, time) index can seek by; the rest of the row comparison filters ties.
 */
function armSelect(arm: Arm, cursor: TimelineCursor | null, limit: number): SQL {
  const before = cursor
    ? sql`and ${arm.at} <= ${cursor.at}::timestamptz
        and (${arm.at} < ${cursor.at}::timestamptz or ${arm.key} collate "C" < ${cursor.key})`
    : sql``;
  return sql`(select ${arm.kind}::text as kind, ${arm.key} as key, ${arm.at} as at,
      ${arm.channel ?? none}::text as channel, ${arm.text ?? none}::text as text, ${arm.status ?? none}::text as status,
      ${arm.detail ?? none}::text as detail, ${arm.amountPaise ?? none}::bigint as amount_paise,
      ${arm.reference ?? none}::text as reference, ${arm.invoiceNumber ?? none}::text as invoice_number,
      ${arm.actor ?? none}::text as actor
    from ${arm.from} where ${arm.where} ${before}
    order by ${arm.at} desc, ${arm.key} collate "C" desc limit ${limit})`;
}

/** The row as the union answers it: `at` as text to the microsecond, so a cursor made from it is exact. */
interface TimelineRow {
  kind: TTimelineKind;
  key: string;
  at: string;
  channel: TTimelineEvent['channel'];
  text: string | null;
  status: string | null;
  detail: string | null;
  amount_paise: string | number | null;
  reference: string | null;
  invoice_number: string | null;
  actor: string | null;
}

function toEvent(row: TimelineRow): TTimelineEvent {
  return {
    id: row.key,
    kind: row.kind,
    at: row.at,
    channel: row.channel,
    text: row.text,
    status: row.status,
    detail: row.detail,
    amount: row.amount_paise === null ? null : paiseToRupees(row.amount_paise),
    reference: row.reference,
    invoiceNumber: row.invoice_number,
    actor: row.actor,
  };
}

/**
 * Up to `limit` entries of the customer's timeline before `cursor` (from the newest without one), newest
 * first, and whether older ones remain: one UNION ALL statement whose every arm reads at most `limit + 1`
 * rows through its (customer, time) index, so a page costs the same at the first page or the thousandth.
 */
export async function readTimeline(
  db: Queryable,
  customerId: string,
  cursor: TimelineCursor | null,
  limit: number,
): Promise<{ items: TTimelineEvent[]; more: boolean }> {
  const union = sql.join(
    arms(customerId).map((arm) => armSelect(arm, cursor, limit + 1)),
    sql` union all `,
  );
  const rows = rowsOf<TimelineRow>(
    await db.execute(sql`
      select kind, key, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, channel, text, status,
        detail, amount_paise, reference, invoice_number, actor
      from (${union}) entries
      order by entries.at desc, key collate "C" desc
      limit ${limit + 1}
    `),
  );
  return { items: rows.slice(0, limit).map(toEvent), more: rows.length > limit };
}
