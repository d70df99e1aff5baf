import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PAYMENT_LINK_STATUSES } from '@duesflow/shared-contracts/payment-links';
import { customers } from './customers';
import { workflowExecutions } from './workflow-executions';

export type TPaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    description: text(),
    status: text().$type<TPaymentLinkStatus>().notNull().default('active'),
    /** The unguessable part of the pay URL. */
    token: text().notNull().unique(),
    url: text().notNull(),
    gateway: text().notNull(),
    /** The gateway's own id for the link, once registered with it. */
    gatewayReference: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    executionId: uuid().references(() => workflowExecutions.id, { onDelete: 'set null' }),
    idempotencyKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_links_customer_idx').on(table.customerId),
    // Analytics: links (promises to pay) made in a time window.
    index('payment_links_created_idx').on(table.createdAt),
    check('payment_links_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_links_status_check', sql`${table.status} in ('active', 'paid', 'expired')`),
  ],
);
