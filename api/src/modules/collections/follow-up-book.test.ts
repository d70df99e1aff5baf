import { runToEnd, type Steps } from '../../core/lib/slices';
import { pageAnalysis, paymentTrackingOf } from './analysis';
import type { FollowUpCandidate } from './follow-up-candidates';
import { followUpBookSteps, pageAt, tilesAt } from './follow-up-book';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const NAMES = ['Asha Traders', 'Bharat Steel', 'शर्मा किराना', 'Chetan & Sons', 'Devi Textiles', 'ईशा स्टोर', 'Farooq Rao'];

/** A fixed-seed generator: the same customers on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Customers who owe something, by name, with contacts spread over the last weeks and some today. */
function candidatesOf(count: number, today: string, dayStart: number, random: () => number): FollowUpCandidate[] {
  const candidates: FollowUpCandidate[] = [];
  for (let n = 0; n < count; n += 1) {
    const kind = Math.floor(random() * 3);
    const overduePaise = kind === 0 ? 0 : Math.floor(random() * 8) * 250_000; // ties in amount on purpose
    const dueSoonPaise = kind === 2 ? 0 : Math.floor(random() * 3) * 100_000;
    const contacted = random() < 0.8;
    candidates.push({
      id: `c${String(n).padStart(5, '0')}`,
      name: `${NAMES[Math.floor(random() * NAMES.length)]} ${Math.floor(random() * 4)}`,
      phone: random() < 0.85 ? `98${n}` : null,
      duePaise: overduePaise + dueSoonPaise + Math.floor(random() * 3) * 50_000 + 1,
      overduePaise,
      oldestOverdueDueDate: overduePaise > 0 ? addDays(today, -1 - Math.floor(random() * 90)) : null,
      dueSoonPaise,
      nextDueDate: dueSoonPaise > 0 ? addDays(today, Math.floor(random() * 4)) : null,
      // From 10 days before the day's start to its end: every threshold (24 h, 7 days) is crossed during the day.
      lastContact: contacted ? new Date(dayStart - 10 * DAY_MS + Math.floor(random() * 11 * DAY_MS)) : null,
    });
  }
  return candidates.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}

// eslint-disable-next-line require-yield -- candidates already at hand, as steps
function* given<T>(value: T): Steps<T> {
  return value;
}

describe('the follow-up book', () => {
  it('answers, at any time of the day, the tiles and pages the full recomputation gives at that time', () => {
    const today = '2026-11-26';
    const dayStart = Date.parse(`${today}T00:00:00+05:30`);
    const settings = { urgentAmountThresholdPaise: 1_000_000 };
    const candidates = candidatesOf(1_500, today, dayStart, randomOf(20261126));
    const book = runToEnd(followUpBookSteps(given(candidates), settings, today));
    const random = randomOf(42);
    const times = [0, 1, 60_000, 59 * 60_000, 5 * HOUR_MS, 12 * HOUR_MS + 1, DAY_MS - 60_000, DAY_MS - 1];
    for (let n = 0; n < 6; n += 1) times.push(Math.floor(random() * DAY_MS));
    for (const offsetInDay of times) {
      const now = new Date(dayStart + offsetInDay);
      const full = paymentTrackingOf(candidates, settings, now);
      expect(tilesAt(book, now)).toEqual(full.dashboard);
      for (const [limit, offset] of [
        [12, 0],
        [12, 24],
        [50, 300],
        [undefined, 0],
        [undefined, 700],
        [5, 10_000],
      ] as const) {
        expect(pageAt(book, now, limit, offset)).toEqual(pageAnalysis(full.analysis, limit, offset));
      }
      expect(book.rated.map((r) => r.entry.customerId)).toEqual(full.rated.map((r) => r.entry.customerId));
    }
  });

  it('answers a page of "Follow-up required" by walking only as far as the page', () => {
    const today = '2026-11-26';
    const dayStart = Date.parse(`${today}T00:00:00+05:30`);
    const candidates = candidatesOf(3_000, today, dayStart, randomOf(5));
    const book = runToEnd(followUpBookSteps(given(candidates), { urgentAmountThresholdPaise: 1_000_000 }, today));
    let read = 0;
    const watched = {
      ...book,
      overdue: book.overdue.map((r) => ({
        ...r,
        get candidate() {
          read += 1;
          return r.candidate;
        },
      })),
    };
    const page = pageAt(watched, new Date(dayStart + HOUR_MS), 12, 0);
    expect(page.followUpRequired).toHaveLength(12);
    expect(page.totals!.followUpRequired).toBeGreaterThan(100);
    // Reads of the walked customers, and of the 12 cards made: a few dozen, not the thousands overdue.
    expect(read).toBeLessThan(100);
    expect(book.overdue.length).toBeGreaterThan(1_000);
  });
});
