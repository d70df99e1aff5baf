import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TRole } from '@duesflow/shared-contracts/auth';

/** Members of staff who sign in. Emails are stored lower-cased; a deactivated member cannot sign in. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<TRole>().notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64 parts); see api/src/core/auth/passwords.ts. */
    passwordHash: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_users_email_unique').on(table.email)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * the database cannot be replayed as a cookie.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end; the idle end is lastSeenAt + the idle timeout. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set on sign-out or deactivation: the session no longer opens anything. */
    revokedAt: timestamp({ withTimezone: true }),
    /** How it was opened: `password` or `embed`. */
    kind: text().notNull().default('password'),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** Sign-in attempts, for rate limiting per account and per address (shared by every API process). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    address: text().notNull(),
    succeeded: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_at_idx').on(table.email, table.at),
    index('login_attempts_address_at_idx').on(table.address, table.at),
  ],
);

/** Short-lived single-use tokens an integrator's page exchanges for an embed session (docs/embedding.md). */
export const embedTokens = pgTable('embed_tokens', {
  tokenHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Who did what, when, to which target, and how it ended (docs/security.md). Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as it was when the action happened, so the entry still reads after the user changes. */
    userEmail: text(),
    action: text().notNull(),
    target: text(),
    outcome: text().$type<'success' | 'denied' | 'failed'>().notNull(),
    status: integer().notNull(),
    detail: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_user_at_idx').on(table.userId, table.at),
    // A customer's timeline pages through the staff actions on them newest first (docs/customer-timeline.md).
    index('audit_log_target_at_idx').on(table.target, table.at),
  ],
);
