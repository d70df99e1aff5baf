import { sql } from 'drizzle-orm';
import type { TCallOutcome } from '@duesflow/shared-contracts/call-outcomes';
import { rowsOf, type Queryable } from '../../core/db/database';
import { timestampOrNull } from '../customers';
import { WEIGHTS } from './score';

/** What the score needs beyond the ledger, for a list of customers: one statement per kind of fact. */
export interface CustomerFacts {
  lastOutcome: { outcome: TCallOutcome; at: Date; callBackAt: Date | null } | null;
  openPromiseDate: string | null;
  brokenRecently: number;
  paidRecentlyPaise: number;
  lastPaymentAt: Date | null;
}

const EMPTY: CustomerFacts = { lastOutcome: null, openPromiseDate: null, brokenRecently: 0, paidRecentlyPaise: 0, lastPaymentAt: null };

export async function factsOf(db: Queryable, customerIds: string[], now: Date): Promise<Map<string, CustomerFacts>> {
  const facts = new Map<string, CustomerFacts>();
  if (customerIds.length === 0) return facts;
  const ids = sql`${sql.param(customerIds)}::uuid[]`;
  const at = now.toISOString();
  const fact = (id: string) => {
    let found = facts.get(id);
    if (!found) facts.set(id, (found = { ...EMPTY }));
    return found;
  };
  const outcomes = await db.execute(sql`
      select distinct on (customer_id) customer_id::text as customer_id, outcome, created_at, call_back_at
      from call_outcomes where customer_id = any(${ids})
      order by customer_id, created_at desc, id desc`);
  const promises = await db.execute(sql`
      select customer_id::text as customer_id,
        min(promised_date) filter (where status = 'open')::text as open_date,
        count(*) filter (where status = 'broken' and settled_at >= ${at}::timestamptz - make_interval(days => ${WEIGHTS.brokenWindowDays})) as broken
      from customer_promises where customer_id = any(${ids})
      group by customer_id`);
  const payments = await db.execute(sql`
      select customer_id::text as customer_id, max(received_at) as last_at,
        coalesce(sum(amount_paise) filter (where received_at >= ${at}::timestamptz - make_interval(days => ${WEIGHTS.paidWindowDays})), 0) as recent
      from payments where customer_id = any(${ids})
      group by customer_id`);
  for (const row of rowsOf<Record<string, unknown>>(outcomes)) {
    fact(String(row.customer_id)).lastOutcome = {
      outcome: row.outcome as TCallOutcome,
      at: timestampOrNull(row.created_at)!,
      callBackAt: timestampOrNull(row.call_back_at),
    };
  }
  for (const row of rowsOf<Record<string, unknown>>(promises)) {
    const found = fact(String(row.customer_id));
    found.openPromiseDate = row.open_date == null ? null : String(row.open_date);
    found.brokenRecently = Number(row.broken);
  }
  for (const row of rowsOf<Record<string, unknown>>(payments)) {
    const found = fact(String(row.customer_id));
    found.lastPaymentAt = timestampOrNull(row.last_at);
    found.paidRecentlyPaise = Number(row.recent);
  }
  for (const id of customerIds) fact(id);
  return facts;
}
