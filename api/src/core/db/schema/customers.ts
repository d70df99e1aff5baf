import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CUSTOMER_SOURCES } from '@duesflow/shared-contracts/customers';

export type TCustomerSource = (typeof CUSTOMER_SOURCES)[number];

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Trading name when the customer is a business. */
    businessName: text(),
    email: text(),
    phone: text(),
    address: text(),
    source: text().$type<TCustomerSource>().notNull().default('manual'),
    /** Preferred language for reminders and calls (en, hi, mr, ...). */
    language: text().notNull().default('en'),
    /** The party's ledger id in Tally, when imported from there. */
    tallyLedgerId: text().unique(),
    /** The record id in an external Airtable base, when that is the data store. */
    airtableRecordId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('customers_source_check', sql`${table.source} in ('manual', 'tally_import', 'airtable', 'third_party')`)],
);
