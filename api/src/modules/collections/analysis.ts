import type { TPaymentTrackingAnalysis, TPaymentTrackingDashboard } from '@duesflow/shared-contracts/payment-tracking';
import type { Queryable } from '../../core/db/database';
import { HOUR_MS, businessDate } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import { listFollowUpCandidates, type FollowUpCandidate } from './follow-up-candidates';
import { DUE_SOON_DAYS, RECONTACT_AFTER_HOURS, analysisSteps, rateCandidate, type RatedCandidate } from './follow-up-rules';
import { runToEnd, type Steps } from '../../core/lib/slices';
import { readFollowUpSettings, type FollowUpSettings } from './settings';

export interface PaymentTracking {
  dashboard: TPaymentTrackingDashboard;
  analysis: TPaymentTrackingAnalysis;
  /** Every customer in a tab, with the row the rules looked at. */
  rated: RatedCandidate[];
}

/** Whether execute-all would contact this customer now: a phone, and nobody contacted them in the last day. */
export function skipReason(rated: RatedCandidate, now: Date): string | null {
  if (!rated.candidate.phone) return 'no phone number';
  const { lastContact } = rated.candidate;
  if (lastContact && now.getTime() - lastContact.getTime() < RECONTACT_AFTER_HOURS * HOUR_MS) {
    return `contacted in the last ${RECONTACT_AFTER_HOURS} hours`;
  }
  return null;
}

/** The four tiles and the four tabs, computed from invoices, payments and contact attempts. */
export async function computePaymentTracking(db: Queryable, now: Date): Promise<PaymentTracking> {
  const settings = await readFollowUpSettings(db);
  const candidates = await listFollowUpCandidates(db, businessDate(now), DUE_SOON_DAYS);
  return paymentTrackingOf(candidates, settings, now);
}

/** The tiles and tabs of `candidates` (every customer who owes something) as of `now`, in steps. */
export function* paymentTrackingSteps(
  candidateSteps: Steps<FollowUpCandidate[]>,
  settings: FollowUpSettings,
  now: Date,
): Steps<PaymentTracking> {
  const candidates = yield* candidateSteps;
  const today = businessDate(now);
  const rated: RatedCandidate[] = [];
  let outstandingPaise = 0;
  let scheduled = 0;
  for (const candidate of candidates) {
    outstandingPaise += candidate.duePaise;
    const r = rateCandidate(candidate, today, now, settings);
    if (r) {
      rated.push(r);
      if (skipReason(r, now) === null) scheduled += 1;
    }
    yield;
  }
  const analysis = yield* analysisSteps(rated);
  return {
    rated,
    analysis,
    dashboard: {
      totalCustomersWithDues: candidates.length,
      totalOutstandingAmount: paiseToRupees(outstandingPaise),
      urgentFollowUps: analysis.urgentOverdue.length,
      scheduledFollowUps: scheduled,
      // Owing, but nothing overdue and nothing due within the due-soon window: in no tab.
      customersNotYetDue: candidates.length - rated.length,
    },
  };
}

/** The tiles and tabs of `candidates` as of `now`, at once. */
export function paymentTrackingOf(candidates: FollowUpCandidate[], settings: FollowUpSettings, now: Date): PaymentTracking {
  return runToEnd(paymentTrackingSteps(idSteps(candidates), settings, now));
}

// eslint-disable-next-line require-yield -- a value already at hand, as steps
function* idSteps<T>(value: T): Steps<T> {
  return value;
}

/** The tabs cut to `limit` entries from `offset` (all of them without a limit), with each tab's size. */
export function pageAnalysis(analysis: TPaymentTrackingAnalysis, limit: number | undefined, offset: number): TPaymentTrackingAnalysis {
  const cut = (entries: TPaymentTrackingAnalysis['urgentOverdue']) =>
    limit === undefined ? entries.slice(offset) : entries.slice(offset, offset + limit);
  return {
    urgentOverdue: cut(analysis.urgentOverdue),
    recentOverdue: cut(analysis.recentOverdue),
    dueSoon: cut(analysis.dueSoon),
    followUpRequired: cut(analysis.followUpRequired),
    totals: {
      urgentOverdue: analysis.urgentOverdue.length,
      recentOverdue: analysis.recentOverdue.length,
      dueSoon: analysis.dueSoon.length,
      followUpRequired: analysis.followUpRequired.length,
    },
  };
}
