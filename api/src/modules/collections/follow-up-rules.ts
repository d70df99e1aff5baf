import type {
  FOLLOW_UP_ACTIONS,
  FOLLOW_UP_PRIORITIES,
  TFollowUpEntry,
  TPaymentTrackingAnalysis,
} from '@duesflow/shared-contracts/payment-tracking';
import { DAY_MS } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import type { FollowUpCandidate } from './follow-up-candidates';
import type { FollowUpSettings } from './settings';
import { runToEnd, sortSteps, type Steps } from '../../core/lib/slices';

// The rules of the payment collection tabs; docs/payment-collection.md states them for staff.

/** Overdue for more than this many days is urgent (spec: "over 15 days"). */
export const URGENT_AFTER_DAYS = 15;
/** Due within this many days (today included) is "due soon" (spec: "within 3 days"). */
export const DUE_SOON_DAYS = 3;
/** Overdue customers nobody contacted for this long need a follow-up (the dashboard's pending actions). */
export const FOLLOW_UP_QUIET_DAYS = 7;
/** Overdue for more than this many days is priority urgent even below the amount threshold. */
export const CRITICAL_AFTER_DAYS = 60;
/** Execute-all does not contact a customer someone contacted this recently. */
export const RECONTACT_AFTER_HOURS = 24;

export type TFollowUpPriority = (typeof FOLLOW_UP_PRIORITIES)[number];
export type TFollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];

/** Each priority's recommended first action: people call the worst cases, the voice bot the next, messages the rest. */
export const ACTION_BY_PRIORITY: Record<TFollowUpPriority, TFollowUpAction> = {
  urgent: 'urgent_call',
  high: 'ai_call',
  medium: 'whatsapp',
  low: 'sms',
};

/** Which channel carries each action. */
export const CHANNEL_BY_ACTION = { urgent_call: 'voice', ai_call: 'voice', whatsapp: 'whatsapp', sms: 'sms' } as const;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface RatedCandidate {
  candidate: FollowUpCandidate;
  entry: TFollowUpEntry;
  tab: 'urgentOverdue' | 'recentOverdue' | 'dueSoon';
  followUpRequired: boolean;
}

/** Where one customer belongs, or null when nothing is overdue or due soon. */
export function rateCandidate(candidate: FollowUpCandidate, today: string, now: Date, settings: FollowUpSettings): RatedCandidate | null {
  const daysSinceContact = candidate.lastContact ? Math.floor((now.getTime() - candidate.lastContact.getTime()) / DAY_MS) : null;
  const base = { customerId: candidate.id, customerName: candidate.name, phone: candidate.phone, daysSinceContact };

  if (candidate.overduePaise > 0 && candidate.oldestOverdueDueDate) {
    const daysOverdue = daysBetween(candidate.oldestOverdueDueDate, today);
    const bigAmount = candidate.overduePaise >= settings.urgentAmountThresholdPaise;
    const urgentTab = daysOverdue > URGENT_AFTER_DAYS || bigAmount;
    const priority: TFollowUpPriority =
      bigAmount || daysOverdue > CRITICAL_AFTER_DAYS ? 'urgent' : daysOverdue > URGENT_AFTER_DAYS ? 'high' : 'medium';
    return {
      candidate,
      tab: urgentTab ? 'urgentOverdue' : 'recentOverdue',
      followUpRequired: daysSinceContact === null || daysSinceContact >= FOLLOW_UP_QUIET_DAYS,
      entry: {
        ...base,
        priority,
        overdueAmount: paiseToRupees(candidate.overduePaise),
        daysOverdue,
        recommendedAction: ACTION_BY_PRIORITY[priority],
      },
    };
  }
  if (candidate.dueSoonPaise > 0 && candidate.nextDueDate) {
    return {
      candidate,
      tab: 'dueSoon',
      followUpRequired: false,
      // Nothing is overdue yet: the amount is what falls due in the window, and daysOverdue counts
      // down to its due date (0 today, -3 in three days).
      entry: {
        ...base,
        priority: 'low',
        overdueAmount: paiseToRupees(candidate.dueSoonPaise),
        daysOverdue: daysBetween(candidate.nextDueDate, today),
        recommendedAction: 'sms',
      },
    };
  }
  return null;
}

const PRIORITY_ORDER: Record<TFollowUpPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** `localeCompare` without arguments, made once: the same order, without a collator per comparison. */
const byLocale = new Intl.Collator().compare;

/** Worst first: priority, then amount, then age, then name. */
export function compareEntries(a: TFollowUpEntry, b: TFollowUpEntry): number {
  return (
    PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
    b.overdueAmount - a.overdueAmount ||
    b.daysOverdue - a.daysOverdue ||
    byLocale(a.customerName, b.customerName)
  );
}

/** The four tabs of the rated customers, each worst first, in steps (docs/performance.md). */
export function* analysisSteps(rated: RatedCandidate[]): Steps<TPaymentTrackingAnalysis> {
  const tabs = { urgentOverdue: [] as TFollowUpEntry[], recentOverdue: [] as TFollowUpEntry[], dueSoon: [] as TFollowUpEntry[] };
  const followUpRequired: TFollowUpEntry[] = [];
  for (const r of rated) {
    tabs[r.tab].push(r.entry);
    if (r.followUpRequired) followUpRequired.push(r.entry);
    yield;
  }
  for (const entries of [tabs.urgentOverdue, tabs.recentOverdue, tabs.dueSoon, followUpRequired]) yield* sortSteps(entries, compareEntries);
  return { ...tabs, followUpRequired };
}

export function toAnalysis(rated: RatedCandidate[]): TPaymentTrackingAnalysis {
  return runToEnd(analysisSteps(rated));
}
