/**
 * Portfolios (docs/worklist.md): each customer is owned by at most one collector, who works them from the
 * Worklist. Assigned by hand (one customer or a bulk selection) or by a rule applied on demand.
 */
import { z } from 'zod';
import { ZAmount, ZRequiredText, ZUuid } from './common';

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
export const ZAssignOwnersBody = z
  .object({
    customerIds: z
      .array(ZUuid)
      .min(1, 'Choose at least one customer')
      .max(ASSIGN_OWNERS_MAX, `At most ${ASSIGN_OWNERS_MAX} customers at once`),
    collectorId: ZUuid.nullable(),
  })
  .strict();
export type TAssignOwnersBody = z.infer<typeof ZAssignOwnersBody>;

/** What an assignment answers: how many customers changed owner. */
export const ZAssignOwnersResult = z.object({ changed: z.number().int().nonnegative() });
export type TAssignOwnersResult = z.infer<typeof ZAssignOwnersResult>;

/** Longest text a region rule looks for in an address. */
export const REGION_TEXT_MAX = 200;

/**
 * A rule that gives matching customers to a collector, applied on demand: everyone overdue by at least
 * an amount (rupees), or everyone whose address contains a text (a city, a region; case ignored).
 */
export const ZOwnerRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('overdue_at_least'), amount: ZAmount }).strict(),
  z.object({ kind: z.literal('address_contains'), text: ZRequiredText(REGION_TEXT_MAX) }).strict(),
]);
export type TOwnerRule = z.infer<typeof ZOwnerRule>;

/** `POST /api/portfolios/rules/apply`: `dryRun` only counts; `onlyUnowned` leaves owned customers with their owner. */
export const ZApplyOwnerRuleBody = z
  .object({
    rule: ZOwnerRule,
    collectorId: ZUuid,
    onlyUnowned: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .strict();
export type TApplyOwnerRuleBody = z.infer<typeof ZApplyOwnerRuleBody>;

/** How many customers the rule matched, and how many changed owner (0 on a dry run). */
export const ZApplyOwnerRuleResult = z.object({ matched: z.number().int().nonnegative(), changed: z.number().int().nonnegative() });
export type TApplyOwnerRuleResult = z.infer<typeof ZApplyOwnerRuleResult>;
