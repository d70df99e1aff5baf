/**
 * How a call with a customer went (docs/worklist.md "Call outcomes"): recorded by the collector when the
 * call ends, with an optional note, promise and call-back time. Outcomes feed the worklist's score, the
 * customer's timeline and the right-party contact rate.
 */
import { z } from 'zod';
import { ZAmount, ZDate, ZText, ZTimestamp, ZUuid } from './common';

export const CALL_OUTCOMES = ['answered', 'no_answer', 'wrong_number', 'promised', 'disputed', 'call_back'] as const;
export type TCallOutcome = (typeof CALL_OUTCOMES)[number];

/** What each outcome reads as on staff's screens. */
export const CALL_OUTCOME_LABELS: Record<TCallOutcome, string> = {
  answered: 'Answered',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  promised: 'Promised to pay',
  disputed: 'Disputed',
  call_back: 'Call back later',
};

/** Outcomes in which the right person (the customer) was reached: the right-party contact rate counts them. */
export const RIGHT_PARTY_OUTCOMES: readonly TCallOutcome[] = ['answered', 'promised', 'disputed', 'call_back'];

/** Longest note on an outcome. */
export const CALL_OUTCOME_NOTE_MAX = 1000;

/** `POST /api/customers/{customerId}/call-outcomes`. */
export const ZCallOutcomeRequest = z
  .object({
    outcome: z.enum(CALL_OUTCOMES),
    note: ZText(CALL_OUTCOME_NOTE_MAX, { trim: true }).optional(),
    /** A promise to pay made on the call: recorded as a real promise (reminders pause until its date). */
    promisedDate: ZDate.optional(),
    /** Rupees promised; without it, the whole balance. */
    promisedAmount: ZAmount.optional(),
    /** When to call back (`call_back`). */
    callBackAt: ZTimestamp.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.outcome === 'promised' && !body.promisedDate)
      ctx.addIssue({ code: 'custom', path: ['promisedDate'], message: 'A promise needs the date it was promised for' });
    if (body.promisedAmount !== undefined && !body.promisedDate)
      ctx.addIssue({ code: 'custom', path: ['promisedDate'], message: 'An amount promised needs a date' });
    if (body.outcome === 'call_back' && !body.callBackAt)
      ctx.addIssue({ code: 'custom', path: ['callBackAt'], message: 'Say when to call back' });
  });
export type TCallOutcomeRequest = z.infer<typeof ZCallOutcomeRequest>;

export const ZCallOutcomeRecord = z.object({
  id: ZUuid,
  customerId: ZUuid,
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  promisedDate: ZDate.nullable(),
  /** Rupees. */
  promisedAmount: z.number().nullable(),
  callBackAt: ZTimestamp.nullable(),
  staff: z.object({ id: ZUuid, name: z.string() }),
  createdAt: ZTimestamp,
});
export type TCallOutcomeRecord = z.infer<typeof ZCallOutcomeRecord>;
