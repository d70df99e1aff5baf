import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import { auditLog, staffUsers } from '../../../core/db/schema/staff';
import { addDays } from '../../../core/lib/clock';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './audit-log.routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start of an India calendar date. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * The action filter matches from the start: `staff` finds `staff.create` and `staff.update`,
 * `workflow.bulk-sms` finds exactly that. `%`, `_` and `\` are matched as themselves.
 */
const actionPrefix = (action: string) => `${action.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Entries whose target is a member of staff: the Staff screen's changes (`staff.create`, `staff.update`, …). */
const namesStaff = (row: { action: string; target: string | null }) =>
  row.action.startsWith('staff.') && row.target !== null && UUID.test(row.target);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db } = c.var.deps;
  const query = c.req.valid('query');
  const filters: SQL[] = [];
  if (query.userId && !UUID.test(query.userId)) return c.json({ items: [], total: 0, page: query.page, pageSize: query.pageSize }, 200);
  if (query.userId) filters.push(eq(auditLog.userId, query.userId));
  if (query.action) filters.push(like(auditLog.action, actionPrefix(query.action)));
  if (query.from) filters.push(gte(auditLog.at, indiaMidnight(query.from)));
  if (query.to) filters.push(lt(auditLog.at, indiaMidnight(addDays(query.to, 1))));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Staff are deactivated, never deleted: a target id finds its member, named as they are now.
  const staffIds = [...new Set(rows.filter(namesStaff).map((row) => row.target!.toLowerCase()))];
  const members =
    staffIds.length > 0
      ? await db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(inArray(staffUsers.id, staffIds))
      : [];
  const memberById = new Map(members.map((member) => [member.id, { name: member.name, email: member.email }]));
  return c.json(
    {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        userId: row.userId,
        userEmail: row.userEmail,
        action: row.action,
        target: row.target,
        targetStaff: namesStaff(row) ? (memberById.get(row.target!.toLowerCase()) ?? null) : null,
        outcome: row.outcome,
        status: row.status,
        detail: row.detail,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    },
    200,
  );
};
