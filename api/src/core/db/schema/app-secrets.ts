import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the API generated for itself, e.g. the encryption key for stored secrets when SECRET_KEY is not
 * set. In the database (not a file) so every API process on one database shares them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
