import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../core/db/database';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { ApiError } from '../../../core/lib/api-error';
import { addCustomerNote } from './customer-notes';
import { readCustomerDetail } from './customer-detail';
import { cursorAfter, readCursor } from './timeline-cursor';
import { readTimeline } from './timeline-query';
import type * as routes from './timeline.routes';

const noSuchCustomer = () => new ApiError(404, 'not_found', 'No such customer');

export const detail: AppRouteHandler<typeof routes.detail> = async (c) => {
  const customer = await readCustomerDetail(c.var.deps, c.req.valid('param').id);
  if (!customer) throw noSuchCustomer();
  return c.json(customer, 200);
};

export const timeline: AppRouteHandler<typeof routes.timeline> = async (c) => {
  const { id } = c.req.valid('param');
  const { before, limit } = c.req.valid('query');
  const cursor = readCursor(before);
  const db = c.var.deps.db;
  const [exists] = rowsOf(await db.execute(sql`select 1 from customers where id = ${id}::uuid`));
  if (!exists) throw noSuchCustomer();
  const { items, more } = await readTimeline(db, id, cursor, limit);
  return c.json({ items, nextCursor: more ? cursorAfter(items[items.length - 1]!) : null }, 200);
};

export const addNote: AppRouteHandler<typeof routes.addNote> = async (c) => {
  const { id } = c.req.valid('param');
  const { text } = c.req.valid('json');
  const deps = c.var.deps;
  const note = await addCustomerNote(deps.db, id, text, c.var.user!, deps.clock.now());
  if (!note) throw noSuchCustomer();
  c.set('auditTarget', id);
  c.set('auditDetail', `note: ${text}`.slice(0, 200));
  await deps.bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [id] } });
  return c.json(note, 201);
};
