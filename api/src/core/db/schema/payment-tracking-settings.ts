import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The follow-up rules staff can change; one row (id 1), written on the first PUT. */
export const paymentTrackingSettings = pgTable(
  'payment_tracking_settings',
  {
    id: integer().primaryKey().default(1),
    /** An overdue balance at or above this is urgent whatever its age. */
    urgentAmountThresholdPaise: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_tracking_settings_single_row', sql`${table.id} = 1`),
    check('payment_tracking_settings_threshold_positive', sql`${table.urgentAmountThresholdPaise} > 0`),
  ],
);
