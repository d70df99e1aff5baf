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
}

/**
 * Settles open promises (of these customers, or of everyone): `kept` once the payments received since it
 * was made (everything paid now minus `paidBeforePaise`) reach what it asked for, `broken` once its date
 * has passed (IST) without that. One statement, guarded by `status = 'open'`, so two processes sweeping at
 * once settle each promise once. The screens hear of every change; staff are told of each broken promise.
 */
export async function settlePromises(deps: SettleDeps, customerIds?: string[]): Promise<{ kept: number; broken: number }> {
  if (customerIds && customerIds.length === 0) return { kept: 0, broken: 0 };
  const now = deps.clock.now();
  const today = businessDate(now);
  const only = customerIds ? sql`and p.customer_id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      with open_promises as (
        select p.id, coalesce(p.amount_paise, p.due_at_promise_paise) as promised_paise, p.promised_date,
          greatest(0, coalesce((select sum(amount_paise) from payments pay where pay.customer_id = p.customer_id), 0)
            - p.paid_before_paise) as paid_towards
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
      returning p.customer_id::text as customer_id, c.name as customer_name, p.status, p.promised_date::text as promised_date,
        coalesce(p.amount_paise, p.due_at_promise_paise) as promised_paise
    `),
  );
  const settled: Settled[] = rows.map((row) => ({
    customerId: String(row.customer_id),
    customerName: String(row.customer_name),
    status: row.status as Settled['status'],
    promisedDate: String(row.promised_date),
    promisedPaise: Number(row.promised_paise),
  }));
  if (settled.length > 0) await announce(deps.bus, settled);
  const broken = settled.filter((promise) => promise.status === 'broken').length;
  return { kept: settled.length - broken, broken };
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
  const brokenFirst = [...settled].sort((a, b) => Number(a.status === 'kept') - Number(b.status === 'kept'));
  for (const promise of brokenFirst.slice(0, MAX_SETTLED_ANNOUNCED)) {
    await bus.publish({
      type: 'promise_settled',
      data: {
        customerId: promise.customerId,
        customerName: promise.customerName,
        status: promise.status,
        promisedDate: promise.promisedDate,
        amount: paiseToRupees(promise.promisedPaise),
      },
    });
  }
}
