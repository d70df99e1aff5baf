import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Maintained aggregates behind Collection Analytics and Advanced Analytics (docs/analytics.md "Speed"):
 * kept exact by triggers in the same transaction as the writes (migration 0017), so every figure reads a
 * few rows per day instead of every message. Days are IST days. Nothing here depends on today's date.
 */

const counts = {
  contacts: integer().notNull().default(0),
  reached: integer().notNull().default(0),
  successes: integer().notNull().default(0),
  /** Microseconds from each successful contact to the customer's first payment after it. */
  responseUs: bigint({ mode: 'number' }).notNull().default(0),
};

/** Payments received per day (every payment, also those matching no customer). */
export const analyticsPaymentDays = pgTable('analytics_payment_days', {
  day: date({ mode: 'string' }).primaryKey(),
  payments: integer().notNull().default(0),
  paise: bigint({ mode: 'number' }).notNull().default(0),
});

/** Credit sales: issued invoices' amounts per issue date. */
export const analyticsSalesDays = pgTable('analytics_sales_days', {
  day: date({ mode: 'string' }).primaryKey(),
  paise: bigint({ mode: 'number' }).notNull().default(0),
});

/** Cost of accepted provider attempts per day, channel and currency. */
export const analyticsSpendDays = pgTable(
  'analytics_spend_days',
  {
    day: date({ mode: 'string' }).notNull(),
    channel: text().notNull(),
    currency: text().notNull(),
    cost: numeric({ precision: 20, scale: 4, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.channel, table.currency] })],
);

/** Messages per day, channel and provider (which provider carried a channel). */
export const analyticsMessageDays = pgTable(
  'analytics_message_days',
  {
    day: date({ mode: 'string' }).notNull(),
    channel: text().notNull(),
    provider: text().notNull(),
    messages: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.channel, table.provider] })],
);

/**
 * One customer's contact attempts per day, hour and channel, with their successes (a payment within the
 * attribution window) and the customer's language and oldest unpaid due date when last computed: what
 * the customer adds to the tables below, taken off again when the customer's rows change.
 */
export const analyticsCustomerContacts = pgTable(
  'analytics_customer_contacts',
  {
    customerId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    hour: smallint().notNull(),
    channel: text().notNull(),
    language: text().notNull(),
    /** Oldest unpaid due date, 'infinity' when nothing is unpaid. */
    overdueSince: date({ mode: 'string' }).notNull(),
    ...counts,
  },
  (table) => [index('analytics_customer_contacts_customer_idx').on(table.customerId)],
);

export const analyticsContactDays = pgTable(
  'analytics_contact_days',
  { day: date({ mode: 'string' }).notNull(), channel: text().notNull(), ...counts },
  (table) => [primaryKey({ columns: [table.day, table.channel] })],
);

export const analyticsContactHours = pgTable(
  'analytics_contact_hours',
  { day: date({ mode: 'string' }).notNull(), hour: smallint().notNull(), channel: text().notNull(), ...counts },
  (table) => [primaryKey({ columns: [table.day, table.hour, table.channel] })],
);

export const analyticsContactLanguages = pgTable(
  'analytics_contact_languages',
  { day: date({ mode: 'string' }).notNull(), language: text().notNull(), ...counts },
  (table) => [primaryKey({ columns: [table.day, table.language] })],
);

export const analyticsContactSegments = pgTable(
  'analytics_contact_segments',
  { day: date({ mode: 'string' }).notNull(), channel: text().notNull(), overdueSince: date({ mode: 'string' }).notNull(), ...counts },
  (table) => [primaryKey({ columns: [table.day, table.channel, table.overdueSince] })],
);

/**
 * Per contacted customer: the day of the last contact, the oldest unpaid due date, and the day of the
 * last contact at or before the customer's last payment (converted when that day is in the period).
 */
export const analyticsCustomerState = pgTable('analytics_customer_state', {
  customerId: uuid().primaryKey(),
  lastContactDay: date({ mode: 'string' }).notNull(),
  overdueSince: date({ mode: 'string' }).notNull(),
  convertedDay: date({ mode: 'string' }),
});

export const analyticsContactedCustomers = pgTable(
  'analytics_contacted_customers',
  {
    lastContactDay: date({ mode: 'string' }).notNull(),
    overdueSince: date({ mode: 'string' }).notNull(),
    customers: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.lastContactDay, table.overdueSince] })],
);

export const analyticsConvertedCustomers = pgTable('analytics_converted_customers', {
  convertedDay: date({ mode: 'string' }).primaryKey(),
  customers: integer().notNull().default(0),
});

/**
 * How one customer's receivables (total and current) change from one day to the next: their sum over
 * the days up to D is the customer's receivables at the end of D.
 */
export const analyticsCustomerReceivables = pgTable(
  'analytics_customer_receivables',
  {
    customerId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    totalDelta: bigint({ mode: 'number' }).notNull(),
    currentDelta: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index('analytics_customer_receivables_customer_idx').on(table.customerId)],
);

export const analyticsReceivableDays = pgTable('analytics_receivable_days', {
  day: date({ mode: 'string' }).primaryKey(),
  totalDelta: bigint({ mode: 'number' }).notNull().default(0),
  currentDelta: bigint({ mode: 'number' }).notNull().default(0),
});

/** Open (unpaid) invoices by due date, from the customer ledger. */
export const analyticsOpenDues = pgTable('analytics_open_dues', {
  dueDate: date({ mode: 'string' }).primaryKey(),
  invoices: integer().notNull().default(0),
  paise: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Customers by one of their open due dates and the open due date before it ('-infinity' for the first):
 * a customer counts once in a range of due dates at the first of its due dates there.
 */
export const analyticsOpenDueCustomers = pgTable(
  'analytics_open_due_customers',
  {
    dueDate: date({ mode: 'string' }).notNull(),
    previousDue: date({ mode: 'string' }).notNull(),
    customers: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dueDate, table.previousDue] })],
);
