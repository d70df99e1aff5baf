/** The time source; tests pass a fixed clock so "overdue" and "last 7 days" are reproducible. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Dues are calendar dates in India: "today" is the date in Asia/Kolkata, whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const dateInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;
/** The last answer, by minute: the zone's offset is whole minutes, so a date never changes inside one. */
let lastMinute = Number.NaN;
let lastDate = '';

/** YYYY-MM-DD of `at` in the business time zone. */
export function businessDate(at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDate = dateInZone.format(at);
    lastMinute = minute;
  }
  return lastDate;
}

/** YYYY-MM-DD `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
