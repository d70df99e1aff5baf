import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FAILOVER_CONDITIONS } from '@duesflow/shared-contracts/failover-rules';
import type { TGatewayStatus } from '@duesflow/shared-contracts/gateways';
import { paymentLinks } from './payment-links';

/**
 * Payment gateways that links are routed to, in priority order (docs/payments.md). Amounts in paise;
 * `credentials` holds the vendor's keys with its secrets sealed (docs/secrets.md). `status` is the
 * verdict of the last probe, kept with the figures it was drawn from in gateway_checks.
 *
 * This row is the one truth about a payment vendor (docs/providers.md § One truth per vendor): its fee,
 * currency and active state, and what Provider Management shows of it (description, countries, features).
 * The providers table holds message providers only.
 */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull().unique(),
    /** The vendor: razorpay, cashfree, payu. */
    provider: text().notNull(),
    priority: integer().notNull(),
    isActive: boolean().notNull().default(true),
    maintenance: boolean().notNull().default(false),
    minAmountPaise: bigint({ mode: 'number' }).notNull().default(100),
    maxAmountPaise: bigint({ mode: 'number' }).notNull(),
    supportedCurrencies: jsonb().$type<string[]>().notNull().default(['INR']),
    feePercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    fixedFeePaise: bigint({ mode: 'number' }).notNull().default(0),
    credentials: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Shown on the vendor's card in Provider Management. */
    description: text().notNull().default(''),
    supportedCountries: jsonb().$type<string[]>().notNull().default([]),
    supportedFeatures: jsonb().$type<string[]>().notNull().default([]),
    apiBaseUrl: text().notNull().default(''),
    healthCheckUrl: text().notNull().default(''),
    status: text().$type<TGatewayStatus>().notNull().default('unknown'),
    lastCheckedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_gateways_priority_idx').on(table.priority),
    check('payment_gateways_priority_check', sql`${table.priority} >= 1`),
    check('payment_gateways_amounts_check', sql`${table.minAmountPaise} > 0 and ${table.maxAmountPaise} >= ${table.minAmountPaise}`),
  ],
);

export type TFailoverConditionColumn = (typeof FAILOVER_CONDITIONS)[number];

/** Failover rules: an active rule moves a link from its primary gateway to its fallback when its condition holds. */
export const gatewayFailoverRules = pgTable('gateway_failover_rules', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  condition: text().$type<TFailoverConditionColumn>().notNull(),
  /** Rupees, percent or milliseconds by condition. */
  value: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
  primaryGatewayId: uuid()
    .notNull()
    .references(() => paymentGateways.id, { onDelete: 'cascade' }),
  fallbackGatewayId: uuid()
    .notNull()
    .references(() => paymentGateways.id, { onDelete: 'cascade' }),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What was observed of a gateway: a probe of its API or health endpoint, or a link creation on it
 * (ok or failed, with the time it took). Uptime, response time and success rate are drawn from these.
 */
export const gatewayChecks = pgTable(
  'gateway_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    gatewayId: uuid()
      .notNull()
      .references(() => paymentGateways.id, { onDelete: 'cascade' }),
    /** probe or link */
    kind: text().$type<'probe' | 'link'>().notNull(),
    ok: boolean().notNull(),
    responseMs: integer().notNull(),
    error: text(),
    paymentLinkId: uuid().references(() => paymentLinks.id, { onDelete: 'set null' }),
    amountPaise: bigint({ mode: 'number' }),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gateway_checks_gateway_time_idx').on(table.gatewayId, table.checkedAt)],
);

/** Webhook deliveries accepted from gateways, one per event id: a replayed event is recognised and ignored. */
export const gatewayWebhookEvents = pgTable(
  'gateway_webhook_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    gatewayId: uuid().references(() => paymentGateways.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    paymentLinkId: uuid().references(() => paymentLinks.id, { onDelete: 'set null' }),
    /** What the event did: paid, already_paid, expired, unknown_link, ignored. */
    outcome: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('gateway_webhook_events_event_unique').on(table.provider, table.eventId)],
);
