import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DATA_STORE_PROVIDERS } from '@duesflow/shared-contracts/business-data';

export type TDataStoreProvider = (typeof DATA_STORE_PROVIDERS)[number];

/**
 * The customer store in use (row id 1). No row: the app's own database. Secrets in `config` (API key,
 * password) are stored encrypted.
 */
export const dataStoreConfig = pgTable(
  'data_store_config',
  {
    id: integer().primaryKey().default(1),
    provider: text().$type<TDataStoreProvider>().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('data_store_config_singleton', sql`${table.id} = 1`)],
);
