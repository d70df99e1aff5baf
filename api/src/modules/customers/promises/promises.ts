import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TBrokenPromise, TPromise, TPromiseSource } from '@duesflow/shared-contracts/promises';
import { PROMISES_LISTED } from '@duesflow/shared-contracts/promises';
import { rowsOf, type Queryable } from '../../../core/db/database';
import { customerPromises } from '../../../core/db/schema/promises-disputes';
import { paiseToRupees } from '../../../core/lib/money';

type PromiseRow = typeof customerPromises.$inferSelect;

/** What the customer owes (issued invoices minus payments, never below 0) and has paid in all, in paise. */
export async function ledgerOf(db: Queryable, customerId: string): Promise<{ duePaise: number; paidPaise: number }> {
  const [row] = rowsOf<{ invoiced: string | number; paid: string | number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(amount_paise), 0) from invoices where customer_id = ${customerId}::uuid and status = 'issued') as invoiced,
        (select coalesce(sum(amount_paise), 0) from payments where customer_id = ${customerId}::uuid) as paid
    `),
  );
  const invoiced = Number(row?.invoiced ?? 0);
  const paid = Number(row?.paid ?? 0);
  return { duePaise: Math.max(0, invoiced - paid), paidPaise: paid };
}

/** One instalment of a promise in instalments: its date and amount. */
export interface PromiseInstalment {
  promisedDate: string;
  amountPaise: number;
}

export interface PromiseMade {
  promisedDate: string;
  /** Null: the whole balance at the time. */
  amountPaise: number | null;
  source: TPromiseSource;
  note: string | null;
  at: Date;
  /** In instalments (dates in order, the first being `promisedDate`): one row each, sharing a plan id. */
  instalments?: PromiseInstalment[];
}

/**
 * Records a promise as it is made: what was due and what had been paid at that moment (payments after it
 * count towards it), the customer's earlier open promise `replaced`. Run inside the transaction that
 * writes the preferences the send gate reads, so neither is written without the other.
 */
export async function recordPromise(tx: Queryable, customerId: string, made: PromiseMade): Promise<void> {
  await closeOpenPromises(tx, customerId, 'replaced', made.at);
  const { duePaise, paidPaise } = await ledgerOf(tx, customerId);
  const shared = {
    customerId,
    madeAt: made.at,
    dueAtPromisePaise: duePaise,
    paidBeforePaise: paidPaise,
    source: made.source,
    note: made.note,
  };
  if (made.instalments && made.instalments.length > 1) {
    const planId = randomUUID();
    await tx
      .insert(customerPromises)
      .values(made.instalments.map((instalment, index) => ({ ...shared, planId, instalment: index + 1, ...instalment })));
    return;
  }
  await tx.insert(customerPromises).values({ ...shared, promisedDate: made.promisedDate, amountPaise: made.amountPaise });
}

/** Ends the customer's open promises as `replaced` (a newer one) or `withdrawn` (staff cleared it). */
export async function closeOpenPromises(tx: Queryable, customerId: string, status: 'replaced' | 'withdrawn', at: Date): Promise<void> {
  await tx
    .update(customerPromises)
    .set({ status, settledAt: at })
    .where(and(eq(customerPromises.customerId, customerId), eq(customerPromises.status, 'open')));
}

/** The paise a promise asks for: its amount, else the balance when it was made. */
export function promisedPaise(row: Pick<PromiseRow, 'amountPaise' | 'dueAtPromisePaise'>): number {
  return row.amountPaise ?? row.dueAtPromisePaise;
}

function toPromise(row: PromiseRow): TPromise {
  return {
    id: row.id,
    planId: row.planId,
    instalment: row.instalment,
    madeAt: row.madeAt.toISOString(),
    promisedDate: row.promisedDate,
    amount: row.amountPaise == null ? null : paiseToRupees(row.amountPaise),
    dueAtPromise: paiseToRupees(row.dueAtPromisePaise),
    source: row.source,
    note: row.note,
    status: row.status,
    settledAt: row.settledAt?.toISOString() ?? null,
    paidTowards: row.paidTowardsPaise == null ? null : paiseToRupees(row.paidTowardsPaise),
  };
}

/** The customer's promises, newest first (the Reminders drawer's list). */
export async function listPromises(db: Queryable, customerId: string): Promise<TPromise[]> {
  const rows = await db
    .select()
    .from(customerPromises)
    .where(eq(customerPromises.customerId, customerId))
    .orderBy(desc(customerPromises.madeAt), asc(customerPromises.instalment), desc(customerPromises.id))
    .limit(PROMISES_LISTED);
  return rows.map(toPromise);
}

/**
 * Customers whose latest promise is broken with nothing newer since (no newer promise, no payment
 * received after it broke), of a list or of everyone: few rows, one statement, cheap for every list. The
 * instalments of a plan are made together: the plan's first broken instalment is the broken promise.
 */
export async function brokenPromises(db: Queryable, customerIds?: string[]): Promise<Map<string, TBrokenPromise>> {
  if (customerIds && customerIds.length === 0) return new Map();
  const only = customerIds ? sql`and p.customer_id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  const rows = rowsOf<{ customer_id: string; promised_date: string; promised_paise: string | number }>(
    await db.execute(sql`
      select distinct on (p.customer_id) p.customer_id::text as customer_id, p.promised_date::text as promised_date,
        coalesce(p.amount_paise, p.due_at_promise_paise) as promised_paise
      from customer_promises p
      where p.status = 'broken' ${only}
        and not exists (
          select 1 from customer_promises newer
          where newer.customer_id = p.customer_id and newer.made_at > p.made_at
        )
        and not exists (select 1 from payments pay where pay.customer_id = p.customer_id and pay.received_at > p.settled_at)
      order by p.customer_id, p.instalment nulls first
    `),
  );
  return new Map(
    rows.map((row) => [row.customer_id, { promisedDate: row.promised_date, amount: paiseToRupees(Number(row.promised_paise)) }]),
  );
}

/** The customer's latest promise when it is broken with nothing newer since (the customer's page says so). */
export async function brokenPromiseOf(db: Queryable, customerId: string): Promise<TBrokenPromise | null> {
  return (await brokenPromises(db, [customerId])).get(customerId) ?? null;
}
