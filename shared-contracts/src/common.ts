import { z } from 'zod';

/** Identifiers are opaque strings (database uuids, or an external system's record id). */
export const ZId = z.string().min(1).max(200);

/** ISO-8601 timestamp on the wire. */
export const ZTimestamp = z.string().datetime({ offset: true });

/** Calendar date on the wire, YYYY-MM-DD. */
export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/**
 * An amount of money in rupees on the wire. It is stored as integer paise, so at most two
 * decimals are accepted: anything finer could not be stored exactly.
 */
export const ZRupees = z
  .number()
  .finite()
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Amount can have at most two decimals',
  });

export const ZPositiveRupees = ZRupees.refine((value) => value > 0, { message: 'Amount must be greater than 0' });

/** One field's problem in a rejected request. `path` is the field name, dotted for nested fields. */
export const ZFieldIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

/** Every 4xx/5xx answer of the API has this body. */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A plain acknowledgement with a human-readable message. */
export const ZMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZEmptyBody = z.object({}).strict();
