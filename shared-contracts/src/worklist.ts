/**
 * The Worklist (docs/worklist.md): today's customers for one collector to contact, from their portfolio,
 * ranked by a score whose every part is answered with its points, so the order explains itself.
 */
import { z } from 'zod';
import { CALL_OUTCOMES } from './call-outcomes';
import { ZDate, ZQueryInt, ZRupees, ZTimestamp, ZUuid } from './common';
import { ZContactHold } from './customers';
import { ZOwner } from './portfolios';

/** The parts a score is made of, in the order they are shown. */
export const SCORE_PARTS = [
  'promise_due',
  'amount',
  'days',
  'broken_promises',
  'last_contact',
  'outcome',
  'promise_pending',
  'payments',
] as const;
export type TScorePartKind = (typeof SCORE_PARTS)[number];

export const ZScorePart = z.object({
  part: z.enum(SCORE_PARTS),
  /** Short, shown on the tag: "₹45,000 overdue", "No answer today". */
  label: z.string(),
  points: z.number().int(),
  /** Why these points, shown in the tag's tooltip: the rule and its weight. */
  rule: z.string(),
});
export type TScorePart = z.infer<typeof ZScorePart>;

/** Channels the worklist recommends (a call is `voice`). */
export const WORKLIST_CHANNELS = ['voice', 'whatsapp', 'sms', 'email'] as const;
export type TWorklistChannel = (typeof WORKLIST_CHANNELS)[number];

export const ZWorklistItem = z.object({
  customerId: ZUuid,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Rupees overdue (past their due date) and due in all. */
  overdue: ZRupees,
  due: ZRupees,
  daysOverdue: z.number().int().nonnegative(),
  score: z.number().int(),
  parts: z.array(ZScorePart),
  /** How to contact them next; null: not now (`reason` says why). */
  channel: z.enum(WORKLIST_CHANNELS).nullable(),
  reason: z.string(),
  /** Why the send gate holds their reminders, if it does. */
  hold: ZContactHold.nullable(),
  lastOutcome: z.object({ outcome: z.enum(CALL_OUTCOMES), at: ZTimestamp, callBackAt: ZTimestamp.nullable() }).nullable(),
  /** Their latest promise is broken with nothing newer since. */
  brokenPromise: z.boolean(),
  /** An open promise whose date is today. */
  promiseDueToday: z.boolean(),
  /** An outcome was recorded for them today. */
  doneToday: z.boolean(),
});
export type TWorklistItem = z.infer<typeof ZWorklistItem>;

/** Largest page of items `GET /api/worklist` answers. */
export const WORKLIST_LIMIT_MAX = 500;
export const WORKLIST_LIMIT_DEFAULT = 200;

/** `GET /api/worklist?collectorId=&limit=`: an admin may look at any collector's list. */
export const ZWorklistQuery = z.object({
  collectorId: ZUuid.optional(),
  limit: ZQueryInt(1, WORKLIST_LIMIT_MAX).default(WORKLIST_LIMIT_DEFAULT),
});
export type TWorklistQuery = z.infer<typeof ZWorklistQuery>;

export const ZWorklist = z.object({
  collector: ZOwner,
  /** The business day (IST) it is for. */
  date: ZDate,
  /** Customers in the collector's portfolio. */
  portfolio: z.number().int().nonnegative(),
  /** Today's items with an outcome recorded today, and those without. */
  done: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  /** Highest score first; at most `limit`. */
  items: z.array(ZWorklistItem),
});
export type TWorklist = z.infer<typeof ZWorklist>;
