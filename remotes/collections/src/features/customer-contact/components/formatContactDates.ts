import { formatBusinessDay } from '@duesflow/shared-contracts/format';

/** A YYYY-MM-DD date as India reads it ("1 Dec 2026"), the same day in every time zone; '—' when there is none. */
export function formatCalendarDate(date: string | null): string {
  return date ? formatBusinessDay(date) : '—';
}

/** India keeps one offset all year (no daylight saving): UTC+5:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India (YYYY-MM-DD): a promise is active up to and including its date. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
