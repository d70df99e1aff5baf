import { count, eq } from 'drizzle-orm';
import type { TRole } from '@duesflow/shared-contracts/auth';
import type { Database } from '../db/database';
import { staffUsers } from '../db/schema/staff';
import type { Logger } from '../lib/logger';
import { hashPassword } from './passwords';

export interface AccountSpec {
  email: string;
  name: string;
  role: TRole;
  password: string;
}

/** The demo sign-ins (README): created once, on a demo database without a configured admin. */
export const DEMO_PASSWORD = 'duesflow-demo';
export const DEMO_ACCOUNTS: readonly Omit<AccountSpec, 'password'>[] = [
  { email: 'admin@duesflow.local', name: 'Demo Admin', role: 'admin' },
  { email: 'collector@duesflow.local', name: 'Demo Collector', role: 'collector' },
  { email: 'viewer@duesflow.local', name: 'Demo Viewer', role: 'viewer' },
];

/**
 * Creates the account, or resets an existing one with that email to this name, role and password and
 * makes it active again. Returns the account's id.
 */
export async function upsertAccount(db: Database, spec: AccountSpec, passwordHash?: string): Promise<string> {
  const email = spec.email.trim().toLowerCase();
  const hash = passwordHash ?? (await hashPassword(spec.password));
  const [row] = await db
    .insert(staffUsers)
    .values({ email, name: spec.name, role: spec.role, passwordHash: hash, active: true })
    .onConflictDoUpdate({
      target: staffUsers.email,
      set: { name: spec.name, role: spec.role, passwordHash: hash, active: true },
    })
    .returning({ id: staffUsers.id });
  return row.id;
}

export interface BootstrapOptions {
  /** ADMIN_EMAIL + ADMIN_PASSWORD: created or reset on every start. */
  admin?: { email: string; password: string };
  /** SEED_DEMO_DATA: without an admin configured, the demo accounts are created on an empty staff table. */
  demo: boolean;
}

/** The accounts a start needs: the configured admin, or the demo accounts on a fresh demo database. */
export async function bootstrapAccounts(db: Database, logger: Logger, options: BootstrapOptions): Promise<void> {
  if (options.admin) {
    const email = options.admin.email.trim().toLowerCase();
    const [existing] = await db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.email, email));
    await upsertAccount(db, { email, name: existing?.name ?? 'Administrator', role: 'admin', password: options.admin.password });
    logger.info(`admin account ${email} is ready (ADMIN_EMAIL)`);
    return;
  }
  if (!options.demo) {
    const [{ total }] = await db.select({ total: count() }).from(staffUsers);
    if (total === 0) logger.warn('no staff account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create an admin');
    return;
  }
  const [{ total }] = await db.select({ total: count() }).from(staffUsers);
  if (total > 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(staffUsers)
    .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash: hash })))
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  // Two processes starting together: only the one that created them prints them.
  if (inserted.length > 0) {
    logger.info(
      `created demo sign-ins (password "${DEMO_PASSWORD}"): ` +
        DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`).join(', ') +
        '. Set ADMIN_EMAIL and ADMIN_PASSWORD for a real admin.',
    );
  }
}
