import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PROVIDER_STATUSES, PROVIDER_TYPES } from '@duesflow/shared-contracts/providers';

export type TProviderType = (typeof PROVIDER_TYPES)[number];
export type TProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * SMS, voice, WhatsApp, email, payment and analytics providers. Prices are in the provider's currency
 * (USD by default) as exact numerics: per-unit prices to 4 decimals, fees to 2.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    displayName: text().notNull(),
    type: text().$type<TProviderType>().notNull(),
    description: text().notNull().default(''),
    status: text().$type<TProviderStatus>().notNull().default('active'),
    priority: integer().notNull(),
    isDefault: boolean().notNull().default(false),
    costPerUnit: numeric({ precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    setupFee: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    monthlyFee: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('USD'),
    healthCheckUrl: text().notNull().default(''),
    /** Provider settings; values under secret-looking keys are stored encrypted (lib/secrets). */
    config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    supportedCountries: jsonb().$type<string[]>().notNull().default([]),
    supportedFeatures: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('providers_type_priority_idx').on(table.type, table.priority),
    check('providers_priority_check', sql`${table.priority} >= 1`),
  ],
);
