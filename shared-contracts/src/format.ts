/** Shared display rules, used by every screen so figures read the same everywhere. */

const groupedIndian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** '₹' followed by the Indian grouping of the number: ₹12,34,567.5 */
export function formatRupeePrefixed(amount: number): string {
  return `₹${groupedIndian.format(amount)}`;
}

/** Full INR currency format with paise: ₹12,34,567.50 */
export function formatINR(amount: number): string {
  return rupees.format(amount);
}

/** Indian digit grouping without a currency sign: 12,34,567 */
export function formatIndianNumber(value: number): string {
  return groupedIndian.format(value);
}

/** successRate arrives in hundredths of a percent: 8750 → '87.5%'. */
export function formatSuccessRate(hundredthsOfPercent: number): string {
  return `${(hundredthsOfPercent / 100).toFixed(1)}%`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '5 minutes ago', 'yesterday'; 'Unknown time' when the time is absent or unreadable. */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Unknown time';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return 'Unknown time';
  const seconds = Math.round((time - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(Math.round(seconds / size), unit);
    }
  }
  return relative.format(0, 'second');
}

// Made once: `toLocaleDateString` builds a new formatter on every call (~80 µs), which adds up over a
// 10,000-recipient send.
const calendarDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar date in Indian style: 22 Nov 2026. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  return calendarDate.format(date);
}
