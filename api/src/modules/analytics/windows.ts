import { sql, type SQL } from 'drizzle-orm';
import { addDays, businessDate } from '../../core/lib/clock';

/** India has one offset all year (+05:30): a business day starts at this many minutes before UTC midnight. */
export const IST_OFFSET_MINUTES = 330;

/** The instant a business (IST) day starts. */
export function istDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

/** The IST date of a timestamptz column, in SQL (no time zone database needed). */
export function istDateOf(column: SQL) {
  return sql`((${column} at time zone 'UTC') + interval '330 minutes')::date`;
}

/** The IST hour (0–23) of a timestamptz column, in SQL. */
export function istHourOf(column: SQL) {
  return sql`extract(hour from ((${column} at time zone 'UTC') + interval '330 minutes'))::int`;
}

/**
 * A window of `days` business days ending today (IST), and the window of the same length before it.
 * Times: [start, end) with end = now; the previous window is [previousStart, start).
 */
export interface Window {
  days: number;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  start: Date;
  end: Date;
  previousStart: Date;
}

export function windowOf(days: number, now: Date): Window {
  const to = businessDate(now);
  const from = addDays(to, -(days - 1));
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(days - 1));
  return { days, from, to, previousFrom, previousTo, start: istDayStart(from), end: now, previousStart: istDayStart(previousFrom) };
}

/** Days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The same day `months` months earlier, or the month's last day when it has no such day (31 Mar − 1 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
