import { z } from 'zod';
import { ZDate, ZId, ZRupees, ZTimestamp } from './common';

/**
 * Every promise to pay a customer made (to staff or on their own page), and how it ended
 * (docs/customer-page.md "Promises kept and broken"): `open` until it settles; `kept` once the payments
 * received after it reach its amount (or the whole balance at the time, when no amount was given);
 * `broken` when its date has passed (IST) without that; `replaced` by a newer promise; `withdrawn` by staff.
 */
export const PROMISE_STATUSES = ['open', 'kept', 'broken', 'replaced', 'withdrawn'] as const;
export type TPromiseStatus = (typeof PROMISE_STATUSES)[number];

export const PROMISE_SOURCES = ['staff', 'customer_page', 'reply'] as const;
export type TPromiseSource = (typeof PROMISE_SOURCES)[number];

/** What each status and source reads as on staff's screens. */
export const PROMISE_STATUS_LABELS: Record<TPromiseStatus, string> = {
  open: 'Open',
  kept: 'Kept',
  broken: 'Broken',
  replaced: 'Replaced',
  withdrawn: 'Withdrawn',
};
export const PROMISE_SOURCE_LABELS: Record<TPromiseSource, string> = {
  staff: 'Staff',
  customer_page: "Customer's page",
  reply: "Customer's reply",
};

export const ZPromise = z.object({
  id: ZId,
  /** The instalments of one promise share it (numbered from 1 by `instalment`); null for a promise of one date. */
  planId: ZId.nullable(),
  instalment: z.number().int().positive().nullable(),
  madeAt: ZTimestamp,
  promisedDate: ZDate,
  /** Rupees promised; null: the whole balance at the time (`dueAtPromise`). */
  amount: ZRupees.nullable(),
  dueAtPromise: ZRupees,
  source: z.enum(PROMISE_SOURCES),
  note: z.string().nullable(),
  status: z.enum(PROMISE_STATUSES),
  settledAt: ZTimestamp.nullable(),
  /** What had come in towards it when it settled (kept or broken). */
  paidTowards: ZRupees.nullable(),
});
export type TPromise = z.infer<typeof ZPromise>;

/**
 * The customer's latest promise, broken, with nothing newer since (no newer promise, no payment after it
 * broke): the Customers row and the Payment Collection card show "Promise broken".
 */
export const ZBrokenPromise = z.object({
  promisedDate: ZDate,
  /** What was promised: the amount given, else the balance at the time. */
  amount: ZRupees,
});
export type TBrokenPromise = z.infer<typeof ZBrokenPromise>;

/** How many of a customer's promises the Reminders drawer lists (newest first). */
export const PROMISES_LISTED = 20;
