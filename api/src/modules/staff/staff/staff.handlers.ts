import { and, asc, desc, eq } from 'drizzle-orm';
import type { TStaffMember } from '@duesflow/shared-contracts/auth';
import { accountSignInStates, clearFailedSignIns, type AccountSignInState } from '../../../core/auth/login-limits';
import { hashPassword } from '../../../core/auth/passwords';
import type { Database } from '../../../core/db/database';
import { staffUsers } from '../../../core/db/schema/staff';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './staff.routes';
import { temporaryPassword } from './temporary-password';

type StaffRow = typeof staffUsers.$inferSelect;

const NO_HOLD: AccountSignInState = { failedSignIns: 0, blockedUntil: null };

const toMember = (row: StaffRow, signIn: AccountSignInState = NO_HOLD): TStaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  failedSignIns: signIn.failedSignIns,
  signInBlockedUntil: signIn.blockedUntil?.toISOString() ?? null,
});

/** Members as the screen shows them, with what the sign-in limits hold against each. */
async function toMembers(db: Database, rows: StaffRow[], now: Date): Promise<TStaffMember[]> {
  const states = await accountSignInStates(
    db,
    rows.map((row) => row.email),
    now,
  );
  return rows.map((row) => toMember(row, states.get(row.email)));
}

const failuresCleared = (count: number) => `${count} failed ${count === 1 ? 'sign-in' : 'sign-ins'} cleared`;

const NOT_FOUND = { error: 'not_found', message: 'Member of staff not found' } as const;

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db, clock } = c.var.deps;
  const rows = await db.select().from(staffUsers).orderBy(desc(staffUsers.active), asc(staffUsers.name), asc(staffUsers.email));
  return c.json(await toMembers(db, rows, clock.now()), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { db } = c.var.deps;
  const request = c.req.valid('json');
  const passwordHash = await hashPassword(request.password);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: request.email, name: request.name, role: request.role, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!row) return c.json({ error: 'email_taken', message: 'A member of staff already has that email.' }, 409);
  c.set('auditTarget', row.id);
  c.set('auditDetail', `${row.email} as ${row.role}`);
  return c.json(toMember(row), 201);
};

class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { db, sessions } = c.var.deps;
  const { id } = c.req.valid('param');
  const change = c.req.valid('json');
  const me = c.var.user!;
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);

  const outcome = await db.transaction(async (tx) => {
    // Every active admin row is locked, so two demotions at once cannot both see "another admin left".
    const admins = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true)))
      .for('update');
    const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!current) return null;
    if (change.active === false && id === me.id) {
      return new Refusal('own_account', 'You cannot deactivate your own account.');
    }
    const losesAdmin =
      current.role === 'admin' && current.active && (change.active === false || (change.role !== undefined && change.role !== 'admin'));
    if (losesAdmin && admins.filter((admin) => admin.id !== id).length === 0) {
      return new Refusal('last_admin', 'This is the last active admin: make another member an admin first.');
    }
    const [row] = await tx
      .update(staffUsers)
      .set({ name: change.name, role: change.role, active: change.active, passwordHash })
      .where(eq(staffUsers.id, id))
      .returning();
    return { before: current, row };
  });
  if (!outcome) return c.json(NOT_FOUND, 404);
  if (outcome instanceof Refusal) return c.json({ error: outcome.code, message: outcome.message }, 409);

  const { before, row } = outcome;
  const changed = (Object.keys(change) as (keyof typeof change)[]).filter((key) =>
    key !== 'password' ? change[key] !== before[key] : true,
  );
  c.set('auditDetail', changed.length > 0 ? `changed ${changed.join(', ')}` : 'no change');
  if (row.role !== before.role || (before.active && !row.active)) {
    await sessions.revokeAllOf(id);
  } else if (passwordHash !== undefined) {
    // A new password ends the member's other sessions; an admin changing their own keeps this one.
    await sessions.revokeAllOf(id, id === me.id ? c.var.sessionTokenHash : undefined);
  }
  const [member] = await toMembers(db, [row], c.var.deps.clock.now());
  return c.json(member, 200);
};

/**
 * A new random password for a member who lost theirs, answered once (only its hash is kept): every
 * session of theirs ends (an admin resetting their own keeps the one they use) and their failed
 * sign-ins are cleared, so the new password works at once.
 */
export const resetPassword: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
  const { db, sessions, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const password = temporaryPassword();
  const [row] = await db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!row) return c.json(NOT_FOUND, 404);
  await sessions.revokeAllOf(id, id === c.var.user!.id ? c.var.sessionTokenHash : undefined);
  const cleared = await clearFailedSignIns(db, row.email);
  c.set('auditDetail', `temporary password issued, sessions ended${cleared > 0 ? `, ${failuresCleared(cleared)}` : ''}`);
  // The password is in this answer only: no cache may keep it.
  c.header('Cache-Control', 'no-store');
  const [member] = await toMembers(db, [row], clock.now());
  return c.json({ member, temporaryPassword: password }, 200);
};

/** Clears the sign-in limits' hold on a member: their failed sign-ins are forgotten, every wait ends. */
export const unlock: AppRouteHandler<typeof routes.unlock> = async (c) => {
  const { db, clock } = c.var.deps;
  const { id } = c.req.valid('param');
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) return c.json(NOT_FOUND, 404);
  const cleared = await clearFailedSignIns(db, row.email);
  c.set('auditDetail', cleared > 0 ? failuresCleared(cleared) : 'nothing to clear');
  const [member] = await toMembers(db, [row], clock.now());
  return c.json(member, 200);
};
