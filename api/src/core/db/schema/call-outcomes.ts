import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCallOutcome } from '@duesflow/shared-contracts/call-outcomes';
import { customers } from './customers';
import { staffUsers } from './staff';

/**
 * How each call with a customer went, as the collector recorded it (docs/worklist.md "Call outcomes"). A
 * promise made on the call is also recorded among the customer's promises; this row keeps what was said.
 */
export const callOutcomes = pgTable(
  'call_outcomes',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: uuid()
      .notNull()
      .references(() => staffUsers.id),
    outcome: text().$type<TCallOutcome>().notNull(),
    note: text(),
    promisedDate: date({ mode: 'string' }),
    promisedAmountPaise: bigint({ mode: 'number' }),
    callBackAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'call_outcomes_outcome_check',
      sql`${table.outcome} in ('answered', 'no_answer', 'wrong_number', 'promised', 'disputed', 'call_back')`,
    ),
    index('call_outcomes_customer_created_idx').on(table.customerId, table.createdAt),
    index('call_outcomes_staff_created_idx').on(table.staffId, table.createdAt),
  ],
);
