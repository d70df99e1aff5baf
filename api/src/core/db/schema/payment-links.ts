import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PAYMENT_LINK_STATUSES } from '@duesflow/shared-contracts/payment-links';
import { customers } from './customers';
import { paymentGateways } from './payment-gateways';
import { workflowExecutions } from './workflow-executions';

export type TPaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    /** INR received through it so far (partial payments add up); the rest is still payable. */
    amountPaidPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Set when a payment needs staff's eyes (after expiry, more than was due, another currency). */
    reviewReason: text(),
    /** An amount above every gateway's maximum is split into parts of one instalment plan (docs/payments.md). */
    planId: uuid(),
    /** 1-based place of this part in its plan, and how many parts the plan has. */
    planPart: integer(),
    planParts: integer(),
    description: text(),
    status: text().$type<TPaymentLinkStatus>().notNull().default('active'),
    /** The unguessable part of the pay URL. */
    token: text().notNull().unique(),
    url: text().notNull(),
    gateway: text().notNull().default(''),
    /** The gateway's own id for the link, once registered with it. */
    gatewayReference: text(),
    /** The gateway the link was routed to (docs/payments.md), once routed. */
    gatewayId: uuid().references((): AnyPgColumn => paymentGateways.id, { onDelete: 'set null' }),
    /** Why that gateway was chosen: priority, limits, failover rules, failed API calls. */
    routingReason: text(),
    /** The gateway's own pay page; null for sandbox links, paid on the portal's sandbox page. */
    hostedUrl: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    executionId: uuid().references(() => workflowExecutions.id, { onDelete: 'set null' }),
    idempotencyKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_links_customer_idx').on(table.customerId),
    index('payment_links_plan_idx').on(table.planId),
    // The expiry sweep: active links past their expiry.
    index('payment_links_active_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    // Analytics: links (promises to pay) made in a time window.
    index('payment_links_created_idx').on(table.createdAt),
    check('payment_links_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_links_amount_paid_range', sql`${table.amountPaidPaise} >= 0`),
    check('payment_links_status_check', sql`${table.status} in ('active', 'paid', 'expired')`),
  ],
);
