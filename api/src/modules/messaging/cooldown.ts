import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../core/db/database';
import type { TContactChannel } from '../../core/db/schema/contact-attempts';
import type { Delivery } from './delivery/deliver-message';
import { phoneKey } from './recipients';
import { SENT_STATUSES } from '../../core/db/sent-statuses';
import { HOUR_MS } from '../../core/lib/clock';

/** Who a send may not reach again, and for how long (docs/sending.md, "Sent once a day"). */
export interface GuardPolicy {
  /**
   * A customer (or a typed number that is nobody's) reached on a channel within this many hours is not
   * sent that channel's message again. Only what really went counts: a message still queued (waiting for
   * the window, or about to go) has reached nobody. SEND_COOLDOWN_HOURS, 24 by default; 0 turns it off.
   */
  cooldownHours: number;
  /**
   * The automatic runs (Start Payment Calls, Execute All Follow-ups) also leave alone a customer
   * contacted on any channel this recently (a contact attempt of any outcome, or a message that went).
   */
  recontactHours?: number;
}

export const DEFAULT_SEND_COOLDOWN_HOURS = 24;

interface History {
  customer_id: string | null;
  phone_key: string | null;
  channel: TContactChannel;
  reached: boolean;
  at: Date | string;
}

export const recipientOf = (delivery: Pick<Delivery, 'customerId' | 'to'>) =>
  delivery.customerId ? `c:${delivery.customerId}` : `p:${phoneKey(delivery.to)}`;

export type CooldownVerdict = 'cooldown' | 'contacted_recently' | undefined;

/**
 * For each delivery, whether the policy holds it back, with one statement for the whole batch whatever
 * its size: the recent messages that went to the batch's customers and typed numbers, and their recent
 * contact attempts. This run's own messages and attempts never count, so a repeated plan of the same run
 * holds back the same recipients.
 */
export async function cooldownVerdicts(
  db: Queryable,
  executionId: string | null,
  deliveries: Delivery[],
  policy: GuardPolicy,
  now: Date,
): Promise<CooldownVerdict[]> {
  const cooldownMs = Math.max(0, policy.cooldownHours) * HOUR_MS;
  const recontactMs = Math.max(0, policy.recontactHours ?? 0) * HOUR_MS;
  const windowMs = Math.max(cooldownMs, recontactMs);
  if (deliveries.length === 0 || windowMs === 0) return deliveries.map(() => undefined);

  const customerIds = [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [delivery.customerId] : [])))];
  const phoneKeys = [...new Set(deliveries.flatMap((delivery) => (delivery.customerId ? [] : [phoneKey(delivery.to)])))];
  const since = new Date(now.getTime() - windowMs).toISOString();
  // A preview has no run of its own: nothing is excluded.
  const run = executionId ?? '00000000-0000-0000-0000-000000000000';
  const history = rowsOf<History>(
    await db.execute(sql`
      select customer_id, phone_key, channel, reached, max(at) as at from (
        select m.customer_id::text as customer_id, null::text as phone_key, m.channel, true as reached, m.created_at as at
        from messages m
        where m.customer_id = any(${sql.param(customerIds)}::uuid[]) and m.created_at >= ${since}::timestamptz
          and m.execution_id is distinct from ${run}::uuid and m.status in ${SENT_STATUSES}
        union all
        select null, right(regexp_replace(m."to", '[^0-9]', '', 'g'), 10), m.channel, true, m.created_at
        from messages m
        where m.customer_id is null and right(regexp_replace(m."to", '[^0-9]', '', 'g'), 10) = any(${sql.param(phoneKeys)}::text[])
          and m.created_at >= ${since}::timestamptz and m.execution_id is distinct from ${run}::uuid and m.status in ${SENT_STATUSES}
        union all
        select ca.customer_id::text, null, ca.channel, ca.outcome in ${SENT_STATUSES}, ca.created_at
        from contact_attempts ca
        where ca.customer_id = any(${sql.param(customerIds)}::uuid[]) and ca.created_at >= ${since}::timestamptz
          and ca.execution_id is distinct from ${run}::uuid
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
  return deliveries.map((delivery) => {
    const recipient = recipientOf(delivery);
    const contacted = contactedAt.get(recipient);
    const reached = reachedOn.get(`${recipient}|${delivery.channel}`);
    if (recontactMs > 0 && delivery.customerId && contacted !== undefined && contacted >= now.getTime() - recontactMs)
      return 'contacted_recently';
    if (cooldownMs > 0 && reached !== undefined && reached >= now.getTime() - cooldownMs) return 'cooldown';
    return undefined;
  });
}
