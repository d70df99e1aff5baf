import type { TCallOutcome } from '@duesflow/shared-contracts/call-outcomes';
import { CALL_OUTCOME_LABELS } from '@duesflow/shared-contracts/call-outcomes';
import { formatINR } from '@duesflow/shared-contracts/format';
import { SCORE_PARTS, type TScorePart } from '@duesflow/shared-contracts/worklist';

/**
 * The worklist's score (docs/worklist.md "The score"): a sum of parts, each answered with its points and
 * its rule, so the order explains itself. The weights live here and nowhere else.
 */
export const WEIGHTS = {
  /** Points per tenfold of the rupees overdue (₹1,000 → 24, ₹1 lakh → 40), at most `amountMax`. */
  amountPerTenfold: 8,
  amountMax: 40,
  /** One point per this many days past due of the oldest overdue invoice, at most `daysMax`. */
  daysPerPoint: 3,
  daysMax: 30,
  /** Per promise broken in the last `brokenWindowDays` days, at most `brokenMax`. */
  brokenEach: 25,
  brokenMax: 50,
  brokenWindowDays: 90,
  /** An open promise whose date is today: above everything else on that date. */
  promiseDueToday: 1000,
  /** An open promise for a later date: wait for it. */
  promisePending: -80,
  /** No message, call or outcome for this many days (or ever). */
  quietDays: 7,
  quiet: 10,
  /** An outcome recorded today: tried without reaching them (try again later today)… */
  noAnswerToday: -100,
  /** …or spoken to, or told the number is wrong, or asked to call back later: done for today. */
  doneToday: -150,
  /** A call-back whose time has come. */
  callBackDue: 30,
  /** The latest outcome, on an earlier day, was a wrong number. */
  wrongNumber: -30,
  /** Paid something in the last `paidWindowDays` days: paying, lower. */
  paidRecently: -10,
  paidWindowDays: 30,
  /** Nothing paid for `unpaidDays` days (or ever) while overdue. */
  noPayment: 10,
  unpaidDays: 90,
} as const;

export interface ScoreInput {
  now: Date;
  /** YYYY-MM-DD (IST). */
  today: string;
  overduePaise: number;
  daysOverdue: number;
  /** Promises broken in the last `brokenWindowDays` days. */
  brokenRecently: number;
  /** The open promise's date, if any. */
  openPromiseDate: string | null;
  /** Latest message, call or outcome. */
  lastContactAt: Date | null;
  lastOutcome: { outcome: TCallOutcome; at: Date; callBackAt: Date | null } | null;
  /** Paid in the last `paidWindowDays` days (paise) and when they last paid. */
  paidRecentlyPaise: number;
  lastPaymentAt: Date | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);
const timeOfDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });
const dateOfDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const isToday = (at: Date, today: string) => dateOfDay.format(at) === today;

function amountPart(input: ScoreInput): TScorePart | null {
  if (input.overduePaise <= 0) return null;
  const rupees = input.overduePaise / 100;
  const points = Math.round(Math.min(WEIGHTS.amountMax, WEIGHTS.amountPerTenfold * Math.log10(1 + rupees)));
  return {
    part: 'amount',
    label: `${formatINR(rupees)} overdue`,
    points,
    rule: `${WEIGHTS.amountPerTenfold} points per tenfold of the amount overdue, at most ${WEIGHTS.amountMax}`,
  };
}

function daysPart(input: ScoreInput): TScorePart | null {
  if (input.daysOverdue <= 0) return null;
  return {
    part: 'days',
    label: `${input.daysOverdue} ${input.daysOverdue === 1 ? 'day' : 'days'} past due`,
    points: Math.min(WEIGHTS.daysMax, Math.floor(input.daysOverdue / WEIGHTS.daysPerPoint)),
    rule: `1 point per ${WEIGHTS.daysPerPoint} days past due of the oldest overdue invoice, at most ${WEIGHTS.daysMax}`,
  };
}

function brokenPart(input: ScoreInput): TScorePart | null {
  if (input.brokenRecently <= 0) return null;
  return {
    part: 'broken_promises',
    label: input.brokenRecently === 1 ? 'Broke a promise' : `Broke ${input.brokenRecently} promises`,
    points: Math.min(WEIGHTS.brokenMax, WEIGHTS.brokenEach * input.brokenRecently),
    rule: `${WEIGHTS.brokenEach} points per promise broken in the last ${WEIGHTS.brokenWindowDays} days, at most ${WEIGHTS.brokenMax}`,
  };
}

function promisePart(input: ScoreInput): TScorePart | null {
  if (!input.openPromiseDate) return null;
  if (input.openPromiseDate === input.today) {
    return {
      part: 'promise_due',
      label: 'Promise due today',
      points: WEIGHTS.promiseDueToday,
      rule: 'A promise to pay due today puts the customer at the top on that date: check it is paid',
    };
  }
  if (input.openPromiseDate < input.today) return null;
  return {
    part: 'promise_pending',
    label: `Promised for ${input.openPromiseDate}`,
    points: WEIGHTS.promisePending,
    rule: `An open promise for a later date: wait for it (${WEIGHTS.promisePending} points)`,
  };
}

function outcomePart(input: ScoreInput): TScorePart | null {
  const last = input.lastOutcome;
  if (!last) return null;
  const label = CALL_OUTCOME_LABELS[last.outcome];
  if (last.outcome === 'call_back' && last.callBackAt && last.callBackAt <= input.now) {
    return {
      part: 'outcome',
      label: 'Call back due',
      points: WEIGHTS.callBackDue,
      rule: `They asked to be called back by now (+${WEIGHTS.callBackDue})`,
    };
  }
  if (isToday(last.at, input.today)) {
    if (last.outcome === 'no_answer') {
      return {
        part: 'outcome',
        label: 'No answer today',
        points: WEIGHTS.noAnswerToday,
        rule: `Tried today without an answer: later in the day (${WEIGHTS.noAnswerToday})`,
      };
    }
    const callBack = last.outcome === 'call_back' && last.callBackAt ? ` at ${timeOfDay.format(last.callBackAt)}` : '';
    return {
      part: 'outcome',
      label: `${label}${callBack} today`,
      points: WEIGHTS.doneToday,
      rule: `An outcome recorded today: done for today (${WEIGHTS.doneToday})`,
    };
  }
  if (last.outcome === 'wrong_number') {
    return {
      part: 'outcome',
      label: 'Wrong number last time',
      points: WEIGHTS.wrongNumber,
      rule: `The last call reached a wrong number: check the number (${WEIGHTS.wrongNumber})`,
    };
  }
  return null;
}

function quietPart(input: ScoreInput): TScorePart | null {
  const last = input.lastContactAt;
  if (last && daysBetween(last, input.now) < WEIGHTS.quietDays) return null;
  return {
    part: 'last_contact',
    label: last ? `Not contacted for ${daysBetween(last, input.now)} days` : 'Never contacted',
    points: WEIGHTS.quiet,
    rule: `No message, call or outcome for ${WEIGHTS.quietDays} days or more (+${WEIGHTS.quiet})`,
  };
}

function paymentsPart(input: ScoreInput): TScorePart | null {
  if (input.paidRecentlyPaise > 0) {
    return {
      part: 'payments',
      label: `Paid ${formatINR(input.paidRecentlyPaise / 100)} in ${WEIGHTS.paidWindowDays} days`,
      points: WEIGHTS.paidRecently,
      rule: `Paid something in the last ${WEIGHTS.paidWindowDays} days: paying (${WEIGHTS.paidRecently})`,
    };
  }
  if (input.overduePaise <= 0) return null;
  if (input.lastPaymentAt && daysBetween(input.lastPaymentAt, input.now) < WEIGHTS.unpaidDays) return null;
  return {
    part: 'payments',
    label: input.lastPaymentAt ? `No payment in ${WEIGHTS.unpaidDays} days` : 'Never paid',
    points: WEIGHTS.noPayment,
    rule: `Overdue with no payment for ${WEIGHTS.unpaidDays} days or more (+${WEIGHTS.noPayment})`,
  };
}

/** The score and its parts (only those that apply), in SCORE_PARTS order. */
export function scoreOf(input: ScoreInput): { score: number; parts: TScorePart[] } {
  const parts = [
    promisePart(input),
    amountPart(input),
    daysPart(input),
    brokenPart(input),
    quietPart(input),
    outcomePart(input),
    paymentsPart(input),
  ].filter((part): part is TScorePart => part !== null);
  parts.sort((a, b) => SCORE_PARTS.indexOf(a.part) - SCORE_PARTS.indexOf(b.part));
  return { score: parts.reduce((sum, part) => sum + part.points, 0), parts };
}
