import { and, asc, desc, eq } from 'drizzle-orm';
import type { TStaffMember } from '@duesflow/shared-contracts/auth';
import { hashPassword } from '../../../core/auth/passwords';
import { staffUsers } from '../../../core/db/schema/staff';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './staff.routes';

type StaffRow = typeof staffUsers.$inferSelect;

const toMember = (row: StaffRow): TStaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const rows = await c.var.deps.db.select().from(staffUsers).orderBy(desc(staffUsers.active), asc(staffUsers.name), asc(staffUsers.email));
  return c.json(rows.map(toMember), 200);
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
  if (!outcome) return c.json({ error: 'not_found', message: 'Member of staff not found' }, 404);
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
  return c.json(toMember(row), 200);
};
