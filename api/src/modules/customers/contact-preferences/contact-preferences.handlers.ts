import { eq } from 'drizzle-orm';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import type { Database } from '../../../core/db/database';
import { customerContactPreferences } from '../../../core/db/schema/communications';
import { customers } from '../../../core/db/schema/customers';
import { notFound } from '../../../core/lib/api-error';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import { paiseToRupees, rupeesToPaise } from '../../../core/lib/money';
import type * as routes from './contact-preferences.routes';

type Row = typeof customerContactPreferences.$inferSelect;
type Changes = Partial<Omit<Row, 'customerId'>>;

function view(customerId: string, row: Row | undefined): TContactPreferences {
  return {
    customerId,
    stopReminders: row?.stopReminders ?? false,
    stopRemindersAt: row?.stopRemindersAt?.toISOString() ?? null,
    promisedDate: row?.promisedDate ?? null,
    promisedAmount: row?.promisedAmountPaise == null ? null : paiseToRupees(row.promisedAmountPaise),
    promiseNote: row?.promiseNote ?? null,
    disputed: row?.disputedAt != null,
    disputeReason: row?.disputeReason ?? null,
    disputedAt: row?.disputedAt?.toISOString() ?? null,
  };
}

async function read(db: Database, customerId: string): Promise<TContactPreferences> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  const [row] = await db.select().from(customerContactPreferences).where(eq(customerContactPreferences.customerId, customerId));
  return view(customerId, row);
}

/** Writes the changes (creating the customer's row) and tells the screens the customer changed. */
async function change(c: Parameters<AppRouteHandler<typeof routes.get>>[0], customerId: string, changes: Changes) {
  const { db, clock, bus } = c.var.deps;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('Customer');
  const values = { ...changes, updatedAt: clock.now() };
  await db
    .insert(customerContactPreferences)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: customerContactPreferences.customerId, set: values });
  await bus.publish({ type: 'metrics_updated', data: { scopes: ['customers'], customerIds: [customerId] } });
  return read(db, customerId);
}

export const get: AppRouteHandler<typeof routes.get> = async (c) => c.json(await read(c.var.deps.db, c.req.valid('param').id), 200);

export const stopReminders: AppRouteHandler<typeof routes.stopReminders> = async (c) => {
  const { stopReminders: stop } = c.req.valid('json');
  return c.json(
    await change(c, c.req.valid('param').id, { stopReminders: stop, stopRemindersAt: stop ? c.var.deps.clock.now() : null }),
    200,
  );
};

export const promise: AppRouteHandler<typeof routes.promise> = async (c) => {
  const body = c.req.valid('json');
  return c.json(
    await change(c, c.req.valid('param').id, {
      promisedDate: body.promisedDate,
      promisedAmountPaise: body.amount === undefined ? null : rupeesToPaise(body.amount),
      promiseNote: body.note ?? null,
    }),
    200,
  );
};

export const withdrawPromise: AppRouteHandler<typeof routes.withdrawPromise> = async (c) =>
  c.json(await change(c, c.req.valid('param').id, { promisedDate: null, promisedAmountPaise: null, promiseNote: null }), 200);

export const dispute: AppRouteHandler<typeof routes.dispute> = async (c) =>
  c.json(await change(c, c.req.valid('param').id, { disputedAt: c.var.deps.clock.now(), disputeReason: c.req.valid('json').reason }), 200);

export const resolveDispute: AppRouteHandler<typeof routes.resolveDispute> = async (c) =>
  c.json(await change(c, c.req.valid('param').id, { disputedAt: null, disputeReason: null }), 200);
