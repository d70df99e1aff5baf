import { formatBusinessDay } from '@duesflow/shared-contracts/format';

/** A YYYY-MM-DD date as India reads it ("1 Dec 2026"), the same day in every time zone; '—' when there is none. */
export function formatCalendarDate(date: string | null): string {
  return date ? formatBusinessDay(date) : '—';
}

/** Today's date in India (YYYY-MM-DD): a promise is active up to and including its date. */
export { todayInIndia } from '@duesflow/shared-contracts/format';
