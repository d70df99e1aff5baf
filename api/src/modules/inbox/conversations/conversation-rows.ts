import { sql, type SQL } from 'drizzle-orm';
import {
  INBOX_FILTER_INTENTS,
  type TConversationEntry,
  type TConversationSummary,
  type TInboundMessage,
  type TInboxFilter,
} from '@duesflow/shared-contracts/inbox';
import { rowsOf, type Queryable } from '../../../core/db/database';

const iso = (value: unknown) => new Date(String(value)).toISOString();
const isoOrNull = (value: unknown) => (value == null ? null : iso(value));

/** Each customer's latest reply, how many of theirs wait for staff, and who is assigned (a `with` head). */
const CONVERSATIONS = sql`
  latest as (
    select distinct on (customer_id) * from inbound_messages where customer_id is not null
    -- replies of the same second (WhatsApp's timestamps are in seconds) in the order they arrived
    order by customer_id, received_at desc, created_at desc, id desc
  ), open as (
    select customer_id, count(*)::int as unhandled from inbound_messages
    where handled_at is null and customer_id is not null group by customer_id
  )`;

function filterOf(filter: TInboxFilter, userId: string): SQL {
  const intent = INBOX_FILTER_INTENTS[filter];
  if (intent) return sql`l.intent = ${intent}`;
  if (filter === 'needs_reply') return sql`coalesce(o.unhandled, 0) > 0`;
  if (filter === 'mine') return sql`a.staff_id = ${userId}::uuid`;
  return sql`true`;
}

/** One page of conversations, latest reply first, and how many there are. */
export async function conversationsPage(
  db: Queryable,
  { filter, page, pageSize, userId }: { filter: TInboxFilter; page: number; pageSize: number; userId: string },
): Promise<{ items: TConversationSummary[]; total: number }> {
  const where = filterOf(filter, userId);
  const from = sql`from latest l join customers c on c.id = l.customer_id
    left join open o on o.customer_id = l.customer_id
    left join inbox_assignments a on a.customer_id = l.customer_id
    left join staff_users s on s.id = a.staff_id
    left join staff_users h on h.id = l.handled_by
    where ${where}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`with ${CONVERSATIONS}
      select l.id::text, l.channel, l."from", l.text, l.button_payload, l.received_at::text, l.intent, l.evidence,
        l.handled_at::text, h.name as handled_by, c.id::text as customer_id, c.name as customer_name,
        coalesce(o.unhandled, 0)::int as unhandled, a.staff_id::text as assignee_id, s.name as assignee_name
      ${from}
      order by l.received_at desc, l.created_at desc, l.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`with ${CONVERSATIONS} select count(*)::int as total ${from}`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((row) => ({
      customer: { id: String(row.customer_id), name: String(row.customer_name) },
      latestReply: {
        id: String(row.id),
        channel: row.channel as TInboundMessage['channel'],
        from: String(row.from),
        text: (row.text as string | null) ?? null,
        buttonPayload: (row.button_payload as string | null) ?? null,
        receivedAt: iso(row.received_at),
        intent: row.intent as TInboundMessage['intent'],
        evidence: row.evidence as TInboundMessage['evidence'],
        handledAt: isoOrNull(row.handled_at),
        handledBy: (row.handled_by as string | null) ?? null,
      },
      unhandled: Number(row.unhandled),
      assignee: row.assignee_id ? { id: String(row.assignee_id), name: String(row.assignee_name) } : null,
    })),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}

export interface ConversationHead {
  customer: { id: string; name: string; phone: string | null };
  assignee: { id: string; name: string } | null;
  unhandled: number;
  optedOutChannels: string[];
  whatsappLastInboundAt: string | null;
}

/** The customer, who is assigned, how many replies wait, their opt-outs and WhatsApp's window; null: no such customer. */
export async function conversationHead(db: Queryable, customerId: string): Promise<ConversationHead | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.id::text, c.name, c.phone, a.staff_id::text as assignee_id, s.name as assignee_name,
        coalesce(p.opted_out_channels, '{}')::text[] as opted_out_channels, p.whatsapp_last_inbound_at::text as last_inbound,
        (select count(*)::int from inbound_messages i where i.customer_id = c.id and i.handled_at is null) as unhandled
      from customers c
      left join inbox_assignments a on a.customer_id = c.id
      left join staff_users s on s.id = a.staff_id
      left join customer_contact_preferences p on p.customer_id = c.id
      where c.id = ${customerId}::uuid`),
  );
  if (!row) return null;
  const channels = row.opted_out_channels;
  return {
    customer: { id: String(row.id), name: String(row.name), phone: (row.phone as string | null) || null },
    assignee: row.assignee_id ? { id: String(row.assignee_id), name: String(row.assignee_name) } : null,
    unhandled: Number(row.unhandled),
    optedOutChannels: Array.isArray(channels)
      ? channels.map(String)
      : String(channels ?? '{}')
          .slice(1, -1)
          .split(',')
          .filter(Boolean),
    whatsappLastInboundAt: isoOrNull(row.last_inbound),
  };
}

/** The messaging channels a conversation shows (calls are not messages). */
const MESSAGE_CHANNELS = sql`('sms', 'whatsapp')`;

/**
 * One page of a customer's conversation: their replies and our messages to them, newest first across
 * pages (page 1 is the latest), each page in the order it happened (newest last).
 */
export async function conversationEntries(
  db: Queryable,
  customerId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: TConversationEntry[]; total: number }> {
  const entries = sql`
    select 'in' as direction, i.id, i.received_at as at from inbound_messages i where i.customer_id = ${customerId}::uuid
    union all
    select 'out', m.id, m.created_at from messages m where m.customer_id = ${customerId}::uuid and m.channel in ${MESSAGE_CHANNELS}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with page as (select * from (${entries}) e order by at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize})
      select p.direction, p.id::text, p.at::text,
        i.channel as in_channel, i."from", i.text, i.button_payload, i.intent, i.evidence, i.handled_at::text, h.name as handled_by,
        am.id::text as answers_id, am.body as answers_body, am.created_at::text as answers_at,
        m.channel as out_channel, m.body, m.status, m.error, w.workflow_name, sb.name as started_by, w.workflow_type
      from page p
      left join inbound_messages i on p.direction = 'in' and i.id = p.id
      left join staff_users h on h.id = i.handled_by
      left join messages am on am.id = i.answers_message_id
      left join messages m on p.direction = 'out' and m.id = p.id
      left join workflow_executions w on w.id = m.execution_id
      left join staff_users sb on sb.id = w.started_by
      order by p.at asc, p.id asc`),
    db.execute(sql`select count(*)::int as total from (${entries}) e`),
  ]);
  return {
    items: rowsOf<Record<string, unknown>>(rows).map((row) => entryOf(row)),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}

function entryOf(row: Record<string, unknown>): TConversationEntry {
  if (row.direction === 'in') {
    return {
      direction: 'in',
      reply: {
        id: String(row.id),
        channel: row.in_channel as TInboundMessage['channel'],
        from: String(row.from),
        text: (row.text as string | null) ?? null,
        buttonPayload: (row.button_payload as string | null) ?? null,
        answers: row.answers_id ? { id: String(row.answers_id), body: String(row.answers_body), sentAt: iso(row.answers_at) } : null,
        receivedAt: iso(row.at),
        intent: row.intent as TInboundMessage['intent'],
        evidence: row.evidence as TInboundMessage['evidence'],
        handledAt: isoOrNull(row.handled_at),
        handledBy: (row.handled_by as string | null) ?? null,
      },
    };
  }
  return {
    direction: 'out',
    message: {
      id: String(row.id),
      channel: String(row.out_channel),
      body: String(row.body),
      status: String(row.status),
      error: (row.error as string | null) ?? null,
      sentAt: iso(row.at),
      // Only a reply from the inbox is someone's own words; other runs are the portal's reminders.
      by: row.workflow_type === 'inbox_reply' ? ((row.started_by as string | null) ?? null) : null,
      workflowName: (row.workflow_name as string | null) ?? null,
    },
  };
}
