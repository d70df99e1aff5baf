import type { TFollowUpEntry, TPaymentTrackingAnalysis, TPaymentTrackingDashboard } from '@duesflow/shared-contracts/payment-tracking';
import { DAY_MS, HOUR_MS, businessDate } from '../../core/lib/clock';
import { paiseToRupees } from '../../core/lib/money';
import { sortSteps, type Steps } from '../../core/lib/slices';
import type { FollowUpCandidate } from './follow-up-candidates';
import { FOLLOW_UP_QUIET_DAYS, RECONTACT_AFTER_HOURS, compareEntries, rateCandidate, type RatedCandidate } from './follow-up-rules';
import type { FollowUpSettings } from './settings';

/**
 * The follow-up tabs of one version of the ledger on one business day, kept so that the time of day
 * costs no pass over the customers (docs/performance.md, "Reads never block"). Within a day only three
 * things move with the clock, and each is a question about when a customer was last contacted:
 *
 * - "Follow-up required" holds the overdue customers nobody contacted for 7 days: those whose last
 *   contact is at or before now − 7 days (or never). Their count is a binary search in the overdue
 *   customers' contact times, sorted once; a page of the tab walks the overdue customers in tab order
 *   and keeps those, stopping once the page is full.
 * - "Scheduled follow-ups" counts those Execute All would contact: a phone, and no contact within
 *   24 hours — again a binary search, in the contact times of those with a phone.
 * - `daysSinceContact` of a card is computed for the cards on the page only.
 *
 * Everything else (who is in which tab, in what order, the amounts) depends on the day and the ledger
 * only, and is built once per version in steps run in slices.
 */
export interface FollowUpBook {
  today: string;
  /** Every customer who owes something. */
  candidateCount: number;
  outstandingPaise: number;
  /** Every customer in a tab, with the row the rules looked at (rated as of the day's start). */
  rated: RatedCandidate[];
  urgentOverdue: RatedCandidate[];
  recentOverdue: RatedCandidate[];
  dueSoon: RatedCandidate[];
  /** Every overdue customer, in tab order: "Follow-up required" is those of them quiet for 7 days. */
  overdue: RatedCandidate[];
  /** Last contact (epoch ms) of the overdue customers ever contacted, ascending; and how many never were. */
  overdueContactTimes: Float64Array;
  overdueNeverContacted: number;
  /** The same for the rated customers with a phone (Execute All's reach). */
  phoneContactTimes: Float64Array;
  phoneNeverContacted: number;
}

const byRatedEntry = (a: RatedCandidate, b: RatedCandidate) => compareEntries(a.entry, b.entry);

/** Last contacts as sorted times (ms), and how many customers were never contacted. */
export interface ContactTimes {
  times: Float64Array;
  never: number;
}

/** `contacts` (each customer's last contact, or null) as sorted times, in steps: one per customer, then the sort. */
export function* contactTimesSteps(contacts: Iterable<Date | null>): Steps<ContactTimes> {
  const contacted: number[] = [];
  let never = 0;
  for (const at of contacts) {
    if (at) contacted.push(at.getTime());
    else never += 1;
    yield;
  }
  const times = Float64Array.from(contacted);
  times.sort();
  yield Math.ceil(times.length / 64);
  return { times, never };
}

function* lastContactsOf(rated: RatedCandidate[]): Generator<Date | null> {
  for (const r of rated) yield r.candidate.lastContact;
}

/** The book of `candidates` for the business day `today`, in steps. */
export function* followUpBookSteps(
  candidateSteps: Steps<FollowUpCandidate[]>,
  settings: FollowUpSettings,
  today: string,
): Steps<FollowUpBook> {
  const candidates = yield* candidateSteps;
  // Rated as of the day's first instant: tabs, priorities and amounts depend on the day only.
  const dayStart = new Date(`${today}T00:00:00+05:30`);
  const book: FollowUpBook = {
    today,
    candidateCount: candidates.length,
    outstandingPaise: 0,
    rated: [],
    urgentOverdue: [],
    recentOverdue: [],
    dueSoon: [],
    overdue: [],
    overdueContactTimes: new Float64Array(0),
    overdueNeverContacted: 0,
    phoneContactTimes: new Float64Array(0),
    phoneNeverContacted: 0,
  };
  const withPhone: RatedCandidate[] = [];
  for (const candidate of candidates) {
    book.outstandingPaise += candidate.duePaise;
    const r = rateCandidate(candidate, today, dayStart, settings);
    if (r) {
      book.rated.push(r);
      book[r.tab].push(r);
      if (r.tab !== 'dueSoon') book.overdue.push(r);
      if (candidate.phone) withPhone.push(r);
    }
    yield;
  }
  for (const tab of [book.urgentOverdue, book.recentOverdue, book.dueSoon, book.overdue]) yield* sortSteps(tab, byRatedEntry);
  const overdueTimes = yield* contactTimesSteps(lastContactsOf(book.overdue));
  const phoneTimes = yield* contactTimesSteps(lastContactsOf(withPhone));
  book.overdueContactTimes = overdueTimes.times;
  book.overdueNeverContacted = overdueTimes.never;
  book.phoneContactTimes = phoneTimes.times;
  book.phoneNeverContacted = phoneTimes.never;
  return book;
}

/** How many of ascending `times` are at or before `limit`. */
function countAtOrBefore(times: Float64Array, limit: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Nobody contacted them since `now` − 7 days: the rule of "Follow-up required" (`rateCandidate`). */
const quietFor = (r: RatedCandidate, now: Date) =>
  !r.candidate.lastContact || now.getTime() - r.candidate.lastContact.getTime() >= FOLLOW_UP_QUIET_DAYS * DAY_MS;

/** The card of `r` as of `now`: the days since the last contact move with the clock. */
function entryAt(r: RatedCandidate, now: Date): TFollowUpEntry {
  const { lastContact } = r.candidate;
  return { ...r.entry, daysSinceContact: lastContact ? Math.floor((now.getTime() - lastContact.getTime()) / DAY_MS) : null };
}

/** The four tiles as of `now` (within the book's day): binary searches, no pass. */
export function tilesAt(book: FollowUpBook, now: Date): TPaymentTrackingDashboard {
  const contactedLongAgo = countAtOrBefore(book.phoneContactTimes, now.getTime() - RECONTACT_AFTER_HOURS * HOUR_MS);
  return {
    totalCustomersWithDues: book.candidateCount,
    totalOutstandingAmount: paiseToRupees(book.outstandingPaise),
    urgentFollowUps: book.urgentOverdue.length,
    scheduledFollowUps: book.phoneNeverContacted + contactedLongAgo,
    // Owing, but nothing overdue and nothing due within the due-soon window: in no tab.
    customersNotYetDue: book.candidateCount - book.rated.length,
  };
}

/** How many are in "Follow-up required" at `now`. */
export function followUpRequiredCount(book: FollowUpBook, now: Date): number {
  return book.overdueNeverContacted + countAtOrBefore(book.overdueContactTimes, now.getTime() - FOLLOW_UP_QUIET_DAYS * DAY_MS);
}

/**
 * The tabs cut to `limit` cards from `offset` (all of them without a limit) as of `now`, with each tab's
 * size: the work is the page's, plus the overdue customers walked past to reach a page of "Follow-up required".
 */
export function pageAt(book: FollowUpBook, now: Date, limit: number | undefined, offset: number): TPaymentTrackingAnalysis {
  const cut = (tab: RatedCandidate[]) =>
    (limit === undefined ? tab.slice(offset) : tab.slice(offset, offset + limit)).map((r) => entryAt(r, now));
  const required: TFollowUpEntry[] = [];
  const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
  let seen = 0;
  for (const r of book.overdue) {
    if (seen >= end) break;
    if (!quietFor(r, now)) continue;
    if (seen >= offset) required.push(entryAt(r, now));
    seen += 1;
  }
  return {
    urgentOverdue: cut(book.urgentOverdue),
    recentOverdue: cut(book.recentOverdue),
    dueSoon: cut(book.dueSoon),
    followUpRequired: required,
    totals: {
      urgentOverdue: book.urgentOverdue.length,
      recentOverdue: book.recentOverdue.length,
      dueSoon: book.dueSoon.length,
      followUpRequired: followUpRequiredCount(book, now),
    },
  };
}

/** Whether the book answers for `now` (its business day). */
export const bookAnswers = (book: FollowUpBook, now: Date) => book.today === businessDate(now);
