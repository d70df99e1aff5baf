import { sql } from 'drizzle-orm';
import {
  MAX_SKIPPED_LISTED,
  type TRunSkips,
  type TSkipReason,
  type TSkippedRecipient,
} from '@duesflow/shared-contracts/send-guards';
import { rowsOf, type Database, type Queryable } from '../db/database';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { HOUR_MS } from '../lib/clock';
import type { TMessageStatus } from '../db/schema/messages';
import { deliverMessage, queueMessages, type Delivery, type MessageRow } from './deliver-message';
import type { ExecutionRow, WorkflowContext } from './workflow-context';
import { phoneKey } from './match-recipients';

/** Who a send may not reach again, and for how long (docs/sending.md, "Sent once a day"). */
export interface GuardPolicy {
  /**
   * A customer (or a typed number that is nobody's) reached on a channel within this many hours is not
   * sent that channel's message again; a message of another run still on its way counts as reached.
   * SEND_COOLDOWN_HOURS, 24 by default; 0 turns it off.
   */
  cooldownHours: number;
  /**
   * The automatic runs (Start Payment Calls, Execute All Follow-ups) also leave alone a customer
   * contacted on any channel, by any outcome, this recently.
   */
  recontactHours?: number;
}

export const DEFAULT_SEND_COOLDOWN_HOURS = 24;

export interface Skip {
  delivery: Delivery;
  reason: TSkipReason;
  customerName?: string | null;
}

interface History {
  customer_id: string | null;
  phone_key: string | null;
  channel: TContactChannel;
  reached: boolean;
  at: Date | string;
}

const recipientOf = (delivery: Pick<Delivery, 'customerId' | 'to'>) =>
  delivery.customerId ? `c:${delivery.customerId}` : `p:${phoneKey(delivery.to)}`;

/**
 * Splits `deliveries` into those that may go and those the policy holds back, with one statement for
 * the whole batch whatever its size: the recent messages of the batch's customers and typed numbers
 * (sent, or queued by a run still going) and their recent contact attempts. This run's own messages
 * and attempts never count, so a repeated plan of the same run holds back the same recipients.
 */
export async function screenDeliveries(
  db: Queryable,
  executionId: string,
  deliveries: Delivery[],
  policy: GuardPolicy,
  now: Date,
): Promise<{ allowed: Delivery[]; skipped: Skip[] }> {
  const cooldownMs = Math.max(0, policy.cooldownHours) * HOUR_MS;
  const recontactMs = Math.max(0, policy.recontactHours ?? 0) * HOUR_MS;
  const windowMs = Math.max(cooldownMs, recontactMs);
  if (deliveries.length === 0 || windowMs === 0) return { allowed: deliveries, skipped: [] };

  const customerIds = [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [delivery.customerId] : [])))];
  const phoneKeys = [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [] : [phoneKey(delivery.to)])))];
  const since = new Date(now.getTime() - windowMs);
  const counts = sql`(m.status in ('sent', 'delivered', 'completed')
    or (m.status = 'queued' and exists (select 1 from workflow_executions e where e.id = m.execution_id and e.status = 'running')))`;
  const history = rowsOf<History>(
    await db.execute(sql`
      select customer_id, phone_key, channel, reached, max(at) as at from (
        select m.customer_id::text as customer_id, null::text as phone_key, m.channel, true as reached, m.created_at as at
        from messages m
        where m.customer_id = any(${sql.param(customerIds)}::uuid[]) and m.created_at >= ${since.toISOString()}::timestamptz
          and m.execution_id is distinct from ${executionId}::uuid and ${counts}
        union all
        select null, right(regexp_replace(m."to", '[^0-9]', '', 'g'), 10), m.channel, true, m.created_at
        from messages m
        where m.customer_id is null and right(regexp_replace(m."to", '[^0-9]', '', 'g'), 10) = any(${sql.param(phoneKeys)}::text[])
          and m.created_at >= ${since.toISOString()}::timestamptz and m.execution_id is distinct from ${executionId}::uuid and ${counts}
        union all
        select ca.customer_id::text, null, ca.channel, ca.outcome in ('sent', 'delivered', 'completed'), ca.created_at
        from contact_attempts ca
        where ca.customer_id = any(${sql.param(customerIds)}::uuid[]) and ca.created_at >= ${since.toISOString()}::timestamptz
          and ca.execution_id is distinct from ${executionId}::uuid
      ) recent
      group by customer_id, phone_key, channel, reached
    `),
  );

  const reachedOn = new Map<string, number>();
  const contactedAt = new Map<string, number>();
  for (const row of history) {
    const recipient = row.customer_id ? `c:${row.customer_id}` : `p:${row.phone_key}`;
    const at = new Date(row.at).getTime();
    contactedAt.set(recipient, Math.max(contactedAt.get(recipient) ?? 0, at));
    if (row.reached) reachedOn.set(`${recipient}|${row.channel}`, Math.max(reachedOn.get(`${recipient}|${row.channel}`) ?? 0, at));
  }
  const allowed: Delivery[] = [];
  const skipped: Skip[] = [];
  for (const delivery of deliveries) {
    const recipient = recipientOf(delivery);
    const contacted = contactedAt.get(recipient);
    const reached = reachedOn.get(`${recipient}|${delivery.channel}`);
    if (recontactMs > 0 && delivery.customerId && contacted !== undefined && contacted >= now.getTime() - recontactMs) {
      skipped.push({ delivery, reason: 'contacted_recently' });
    } else if (cooldownMs > 0 && reached !== undefined && reached >= now.getTime() - cooldownMs) {
      skipped.push({ delivery, reason: 'cooldown' });
    } else {
      allowed.push(delivery);
    }
  }
  return { allowed, skipped };
}

/**
 * Screens a batch and queues what may go, as one step no other send interleaves with: two runs planned
 * at the same moment take turns, so the second sees the first's queued messages and holds those
 * recipients back instead of both sending.
 */
export async function queueScreened(
  db: Database,
  executionId: string,
  deliveries: Delivery[],
  policy: GuardPolicy,
  now: Date,
): Promise<{ rows: MessageRow[]; skipped: Skip[] }> {
  if (deliveries.length === 0) return { rows: [], skipped: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('duesflow:send-guard'))`);
    const { allowed, skipped } = await screenDeliveries(tx, executionId, deliveries, policy, now);
    return { rows: await queueMessages(tx, executionId, allowed), skipped };
  });
}

/** Adds up who a run skipped: every one counted, the first `MAX_SKIPPED_LISTED` named. */
export class SkipTally {
  private readonly byReason: Partial<Record<TSkipReason, number>> = {};
  private readonly recipients: TSkippedRecipient[] = [];
  private readonly cooldownChannels = new Set<TContactChannel>();
  private total = 0;

  constructor(private readonly cooldownHours: number) {}

  add(skips: Skip[]): this {
    for (const { delivery, reason, customerName } of skips) {
      this.total += 1;
      this.byReason[reason] = (this.byReason[reason] ?? 0) + 1;
      if (reason === 'cooldown') this.cooldownChannels.add(delivery.channel);
      if (this.recipients.length < MAX_SKIPPED_LISTED) {
        this.recipients.push({
          customerId: delivery.customerId,
          customerName: customerName ?? delivery.customerName ?? null,
          to: delivery.to || null,
          channel: delivery.channel,
          reason,
        });
      }
    }
    return this;
  }

  result(): TRunSkips {
    return {
      total: this.total,
      byReason: { ...this.byReason },
      recipients: [...this.recipients],
      cooldownHours: this.cooldownHours,
      cooldownChannels: [...this.cooldownChannels],
    };
  }
}

export const noSkips = (cooldownHours: number): TRunSkips => new SkipTally(cooldownHours).result();

/** How many of a run's recipients were held back for `reason`. */
export const skippedFor = (skips: TRunSkips | undefined, reason: TSkipReason): number => skips?.byReason[reason] ?? 0;

/**
 * One message to one customer (the buttons on a customer row or card), unless the cooldown holds it
 * back: then nothing is sent and the answer says why, for the run's summary.
 */
export async function deliverScreened(
  ctx: WorkflowContext,
  execution: ExecutionRow,
  delivery: Delivery,
): Promise<{ status: TMessageStatus; skipped?: undefined } | { status?: undefined; skipped: TRunSkips }> {
  const cooldownHours = ctx.sendCooldownHours ?? DEFAULT_SEND_COOLDOWN_HOURS;
  const { skipped } = await queueScreened(ctx.db, execution.id, [delivery], { cooldownHours }, ctx.clock.now());
  if (skipped.length > 0) return { skipped: new SkipTally(cooldownHours).add(skipped).result() };
  // Queued now (or by an earlier try of this run): this finds the row and sends it exactly once.
  return { status: await deliverMessage(ctx, execution, delivery) };
}
