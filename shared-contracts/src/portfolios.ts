/**
 * Portfolios (docs/worklist.md): each customer is owned by at most one collector, who works them from the
 * Worklist. Assigned by hand (one customer or a bulk selection) or by a rule applied on demand.
 */
import { z } from 'zod';
import { ZUuid } from './common';

/** A customer's owner as a row or a page shows it; null on the wire when nobody owns the customer. */
export const ZOwner = z.object({
  /** The collector's staff id. */
  id: ZUuid,
  name: z.string(),
});
export type TOwner = z.infer<typeof ZOwner>;

/** A member of staff who can own customers: an active admin or collector. */
export const ZCollector = ZOwner.extend({
  role: z.enum(['admin', 'collector']),
  /** How many customers they own. */
  customers: z.number().int().nonnegative(),
});
export type TCollector = z.infer<typeof ZCollector>;

/** The most customers one request assigns (a whole bulk selection of the Customers table). */
export const ASSIGN_OWNERS_MAX = 50_000;

/** `PUT /api/portfolios/owners`: these customers to this collector; null collector: nobody owns them. */
export const ZAssignOwnersBody = z.object({
  customerIds: z
    .array(ZUuid)
    .min(1, 'Choose at least one customer')
    .max(ASSIGN_OWNERS_MAX, `At most ${ASSIGN_OWNERS_MAX} customers at once`),
  collectorId: ZUuid.nullable(),
});
export type TAssignOwnersBody = z.infer<typeof ZAssignOwnersBody>;

/** What an assignment answers: how many customers changed owner. */
export const ZAssignOwnersResult = z.object({ changed: z.number().int().nonnegative() });
export type TAssignOwnersResult = z.infer<typeof ZAssignOwnersResult>;
