import type { Database } from '../core/db/database';
import { contactAttempts } from '../core/db/schema/contact-attempts';
import { customers } from '../core/db/schema/customers';
import { invoices } from '../core/db/schema/invoices';
import { payments } from '../core/db/schema/payments';
import { workflowExecutions, type TExecutionStatus } from '../core/db/schema/workflow-executions';
import { DAY_MS, addDays, businessDate } from '../core/lib/clock';

let sequence = 0;

/** Rows for tests, written with only what a test cares about spelled out. */
export function fixtures(db: Database, now: () => Date = () => new Date()) {
  const today = () => businessDate(now());
  return {
    async customer(values: Partial<typeof customers.$inferInsert> = {}) {
      sequence += 1;
      const [row] = await db
        .insert(customers)
        .values({ name: `Customer ${sequence}`, phone: `+91 98${String(10000000 + sequence).slice(-8)}`, ...values })
        .returning();
      return row!;
    },
    /** An invoice due `dueInDays` from today (negative: overdue). */
    async invoice(customerId: string, amountPaise: number, dueInDays: number) {
      sequence += 1;
      const dueDate = addDays(today(), dueInDays);
      const [row] = await db
        .insert(invoices)
        .values({ customerId, invoiceNumber: `T/${sequence}`, amountPaise, issuedOn: addDays(dueDate, -30), dueDate })
        .returning();
      return row!;
    },
    async payment(customerId: string | null, amountPaise: number, values: Partial<typeof payments.$inferInsert> = {}) {
      const [row] = await db
        .insert(payments)
        .values({ customerId, amountPaise, method: 'upi', ...values })
        .returning();
      return row!;
    },
    async contact(customerId: string, daysAgo: number, channel: 'voice' | 'sms' | 'whatsapp' | 'email' = 'sms') {
      const [row] = await db
        .insert(contactAttempts)
        .values({ customerId, channel, outcome: 'delivered', createdAt: new Date(now().getTime() - daysAgo * DAY_MS) })
        .returning();
      return row!;
    },
    async execution(status: TExecutionStatus, finishedDaysAgo: number | null) {
      sequence += 1;
      const finishedAt = finishedDaysAgo === null ? null : new Date(now().getTime() - finishedDaysAgo * DAY_MS);
      const [row] = await db
        .insert(workflowExecutions)
        .values({
          workflowType: 'bulk_sms',
          workflowName: 'Bulk SMS Campaign',
          status,
          idempotencyKey: `fixture-${sequence}`,
          startedAt: finishedAt ? new Date(finishedAt.getTime() - 60_000) : now(),
          finishedAt,
        })
        .returning();
      return row!;
    },
  };
}
