import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../db/database';
import { contactAttempts } from '../db/schema/contact-attempts';
import { customers } from '../db/schema/customers';
import { invoices } from '../db/schema/invoices';
import { payments } from '../db/schema/payments';
import { workflowExecutions } from '../db/schema/workflow-executions';
import { syncLogs } from '../db/schema/sync-logs';
import { generateDemoData, type DemoData, type DemoOptions } from './generate-demo-data';
import { demoTallyImport } from './demo-tally-import';

/** Customers in the demo data a fresh install starts with. */
export const DEMO_CUSTOMER_COUNT = 320;
const CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

async function isEmpty(tx: Transaction): Promise<boolean> {
  const result = await tx.execute(sql`
    select (select count(*) from customers) + (select count(*) from workflow_executions) as rows_present
  `);
  return Number(rowsOf<{ rows_present: unknown }>(result)[0]?.rows_present) === 0;
}

/** Demo data, generated for `options`, into an empty database. Resolves to whether it seeded. */
export function seedIfEmpty(db: Database, options: DemoOptions): Promise<boolean> {
  return seedWith(db, () => generateDemoData(options), options.now);
}

/**
 * Writes `makeData()` into an empty database, all of it or nothing (one transaction), with the sync log of its
 * Tally records as imported at `now`. A database that holds any customer or execution is left alone.
 */
export async function seedWith(db: Database, makeData: () => DemoData, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one Postgres must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7305106)`);
    if (!(await isEmpty(tx))) return false;
    const data = makeData();
    await insertChunks(data.customers, (chunk) => tx.insert(customers).values(chunk));
    await insertChunks(data.invoices, (chunk) => tx.insert(invoices).values(chunk));
    await insertChunks(data.payments, (chunk) => tx.insert(payments).values(chunk));
    // Runs before their contact attempts, which name them.
    await insertChunks(data.executions, (chunk) => tx.insert(workflowExecutions).values(chunk));
    await insertChunks(data.contactAttempts, (chunk) => tx.insert(contactAttempts).values(chunk));
    await insertChunks(demoTallyImport(data.customers, now), (chunk) => tx.insert(syncLogs).values(chunk));
    return true;
  });
}
