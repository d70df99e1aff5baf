import { sql } from 'drizzle-orm';
import { MAX_REALTIME_CUSTOMER_IDS } from '@duesflow/shared-contracts/realtime';
import { rowsOf, type Database } from '../../../core/db/database';
import { businessDate, type Clock } from '../../../core/lib/clock';
import { paiseToRupees } from '../../../core/lib/money';
import type { RealtimeBus } from '../../../core/realtime/realtime-bus';

export interface SettleDeps {
  db: Database;
  clock: Clock;
  bus: RealtimeBus;
}

interface Settled {
  customerId: string;
  customerName: string;
  status: 'kept' | 'broken';
  promisedDate: string;
  promisedPaise: number;
  /** Broken because an earlier instalment of its plan was: staff are told of that one only. */
  followsPlan: boolean;
  /** The collector who owns the customer (docs/worklist.md): only they are told; null: everyone. */
  ownerId: string | null;
}

/**
 * Settles open promises (of these customers, or of everyone): `kept` once the payments received since it
 * was made (everything paid now minus `paidBeforePaise`) reach what it asked for (for an instalment, the
 * plan's amounts up to and including it), `broken` once its date has passed (IST) without that. A broken
 * instalment breaks the rest of its plan; a kept one moves the preferences the gate reads on to the next
 * instalment's date. One transaction, each update guarded by `status = 'open'`, so two processes sweeping at
 * once settle each promise once. The screens hear of every change; staff are told of broken promises.
 */
export async function settlePromises(deps: SettleDeps, customerIds?: string[]): Promise<{ kept: number; broken: number }> {
  if (customerIds && customerIds.length === 0) return { kept: 0, broken: 0 };
  const now = deps.clock.now();
  const today = businessDate(now);
  const only = customerIds ? sql`and p.customer_id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  const settled = await deps.db.transaction(async (tx) => {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        with open_promises as (
          select p.id, p.promised_date,
            case when p.plan_id is null then coalesce(p.amount_paise, p.due_at_promise_paise)
              else (select sum(q.amount_paise) from customer_promises q where q.plan_id = p.plan_id and q.instalment <= p.instalment)
            end as promised_paise,
            ${paidTowards} as paid_towards
          from customer_promises p
          where p.status = 'open' ${only}
        ), settling as (
          select id, paid_towards, case when paid_towards >= promised_paise then 'kept' else 'broken' end as status
          from open_promises
          where paid_towards >= promised_paise or promised_date < ${today}::date
        )
        update customer_promises p
        set status = settling.status, settled_at = ${now.toISOString()}::timestamptz, paid_towards_paise = settling.paid_towards
        from settling, customers c
        where p.id = settling.id and p.status = 'open' and c.id = p.customer_id
        returning ${settledColumns}
      `),
    );
    // A missed instalment breaks its plan: the later ones are not waited for.
    const cascaded = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        update customer_promises p
        set status = 'broken', settled_at = ${now.toISOString()}::timestamptz, paid_towards_paise = ${paidTowards}
        from customers c
        where p.status = 'open' ${only} and c.id = p.customer_id
          and p.plan_id in (select plan_id from customer_promises where status = 'broken' and plan_id is not null)
        returning ${settledColumns}
      `),
    );
    // Reminders pause until the next unpaid instalment's date.
    await tx.execute(sql`
      update customer_contact_preferences pref
      set promised_date = next.promised_date, promised_amount_paise = next.amount_paise, updated_at = ${now.toISOString()}::timestamptz
      from (
        select distinct on (p.plan_id) p.customer_id, p.promised_date, p.amount_paise
        from customer_promises p
        where p.status = 'open' ${only}
          and exists (select 1 from customer_promises kept where kept.plan_id = p.plan_id and kept.status = 'kept')
        order by p.plan_id, p.instalment
      ) next
      where pref.customer_id = next.customer_id and (pref.promised_date is null or pref.promised_date < next.promised_date)
    `);
    return [...rows.map((row) => settledOf(row, false)), ...cascaded.map((row) => settledOf(row, true))];
  });
  if (settled.length > 0) await announce(deps.bus, settled);
  const broken = settled.filter((promise) => promise.status === 'broken').length;
  return { kept: settled.length - broken, broken };
}

/** What had come in towards a promise (`p`): everything the customer paid since it was made. */
const paidTowards = sql`greatest(0, coalesce((select sum(amount_paise) from payments pay where pay.customer_id = p.customer_id), 0)
  - p.paid_before_paise)`;
const settledColumns = sql`p.customer_id::text as customer_id, c.name as customer_name, p.status, p.promised_date::text as promised_date,
  coalesce(p.amount_paise, p.due_at_promise_paise) as promised_paise,
  (select o.collector_id::text from customer_owners o where o.customer_id = p.customer_id) as owner_id`;

function settledOf(row: Record<string, unknown>, followsPlan: boolean): Settled {
  return {
    customerId: String(row.customer_id),
    customerName: String(row.customer_name),
    status: row.status as Settled['status'],
    promisedDate: String(row.promised_date),
    promisedPaise: Number(row.promised_paise),
    followsPlan,
    ownerId: row.owner_id == null ? null : String(row.owner_id),
  };
}

/**
 * At most this many `promise_settled` go out per sweep, broken ones first: the shell shows its toasts one at
 * a time, and a first start after a long stop could settle hundreds at once (the rows and the drawer show
 * every one of them anyway).
 */
export const MAX_SETTLED_ANNOUNCED = 10;

async function announce(bus: RealtimeBus, settled: Settled[]): Promise<void> {
  const customerIds = [...new Set(settled.map((promise) => promise.customerId))];
  await bus.publish({
    type: 'metrics_updated',
    data: { scopes: ['customers', 'dashboard'], ...(customerIds.length <= MAX_REALTIME_CUSTOMER_IDS ? { customerIds } : {}) },
  });
  const told = settled.filter((promise) => !promise.followsPlan);
  const brokenFirst = told.sort((a, b) => Number(a.status === 'kept') - Number(b.status === 'kept'));
  for (const promise of brokenFirst.slice(0, MAX_SETTLED_ANNOUNCED)) {
    await bus.publish({
      type: 'promise_settled',
      data: {
        customerId: promise.customerId,
        customerName: promise.customerName,
        status: promise.status,
        promisedDate: promise.promisedDate,
        amount: paiseToRupees(promise.promisedPaise),
        ...(promise.ownerId ? { ownerId: promise.ownerId } : {}),
      },
    });
  }
}
