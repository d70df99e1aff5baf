import type { AppRouteHandler } from '../../../core/lib/create-router';
import { rupeesToPaise } from '../../../core/lib/money';
import { changeContactPreferences, readContactPreferences, type ContactPreferenceChanges } from './preferences';
import type * as routes from './contact-preferences.routes';

/** Writes the changes (creating the customer's row) and tells the screens the customer changed. */
const change = (c: Parameters<AppRouteHandler<typeof routes.get>>[0], customerId: string, changes: ContactPreferenceChanges) =>
  changeContactPreferences(c.var.deps, customerId, changes);

export const get: AppRouteHandler<typeof routes.get> = async (c) =>
  c.json(await readContactPreferences(c.var.deps.db, c.req.valid('param').id), 200);

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

export const clearPaidClaim: AppRouteHandler<typeof routes.clearPaidClaim> = async (c) =>
  c.json(await change(c, c.req.valid('param').id, { paidClaimedAt: null, paidClaimReference: null, paidClaimAmountPaise: null }), 200);

export const optOuts: AppRouteHandler<typeof routes.optOuts> = async (c) =>
  c.json(await change(c, c.req.valid('param').id, { optedOutChannels: [...new Set(c.req.valid('json').channels)] }), 200);
