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

/**
 * Months as three letters everywhere ("5 Sep 2026"): newer ICU data writes September as "Sept" in the
 * en-IN and en-GB styles, one letter longer than every other month.
 */
function threeLetterMonths(text: string): string {
  return text.replace(/\bSept\b/, 'Sep');
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
const calendarDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar date in Indian style, the day in India: 22 Nov 2026. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  return threeLetterMonths(calendarDate.format(date));
}

const currencyFormats = new Map<string, Intl.NumberFormat | null>();

/** `amount` in `currency` to `decimals` places, Indian grouping; the code after the number for a currency Intl does not know. */
function formatInCurrency(amount: number, currency: string, decimals: number): string {
  const key = `${currency} ${decimals}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format ? format.format(amount) : `${amount.toFixed(decimals)} ${currency}`;
}

/**
 * What sending costs, to 4 decimals in its own currency ($0.0150, ₹0.1150): per-message prices are
 * fractions of a cent, and a preview, a run's reply and its history all show the same figure this way.
 */
export function formatSendCost(amount: number, currency: string): string {
  return formatInCurrency(amount, currency, 4);
}

/** A fee or a total in its own currency, to 2 decimals: $25.00, ₹1,500.00 (a provider's monthly fee). */
export function formatCurrencyAmount(amount: number, currency: string): string {
  return formatInCurrency(amount, currency, 2);
}

const istDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
const istClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When something held for a window goes, in India's time: "09:00 IST" today, "27 Nov 2026, 09:00 IST"
 * on another day; '' when the time is absent or unreadable.
 */
export function formatIstTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = `${istClock.format(at)} IST`;
  return istDay.format(at) === istDay.format(now) ? clock : `${threeLetterMonths(istDay.format(at))}, ${clock}`;
}

const istMomentParts = {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const istMoment = new Intl.DateTimeFormat('en-IN', istMomentParts);
const istMomentToTheSecond = new Intl.DateTimeFormat('en-IN', { ...istMomentParts, second: '2-digit' });

/**
 * A moment in India's time: "3 Dec 2026, 10:15 am IST", or "18 Nov 2026, 3:04:05 pm IST" with
 * `seconds` (an audit trail); '—' when the time is absent or unreadable.
 */
export function formatIstMoment(iso: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${threeLetterMonths((seconds ? istMomentToTheSecond : istMoment).format(date))} IST`;
}

/** A calendar day in India's time: "26 Nov 2026" (an export read anywhere); '' when absent or unreadable. */
export function formatIstDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : threeLetterMonths(istDay.format(date));
}

/** "1 payment", "3 payments", in Indian grouping: "1,20,000 customers". `plural` for irregular words. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupedIndian.format(count)} ${count === 1 ? singular : plural}`;
}

/** A length of time in whole units: "45 s", "12 min", "1 h 31 min", "91 h 4 min"; '—' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${groupedIndian.format(hours)} h` : `${groupedIndian.format(hours)} h ${rest} min`;
}

const shortDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Rupees where space is short, in lakh and crore (never "M"): ₹4.4 Cr, ₹12.35 L, ₹85,000 below one lakh.
 * Every full figure elsewhere uses formatINR.
 */
export function formatRupeesShort(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const size = Math.abs(rupees);
  if (size >= 1_00_00_000) return `${sign}₹${shortDigits.format(size / 1_00_00_000)} Cr`;
  if (size >= 1_00_000) return `${sign}₹${shortDigits.format(size / 1_00_000)} L`;
  return `${sign}₹${groupedIndian.format(Math.round(size))}`;
}

/** `part` of `whole` as a percent to one decimal: "75.0%"; '—' while nothing is decided (`whole` 0). */
export function formatShare(part: number, whole: number): string {
  if (!whole || !Number.isFinite(part / whole)) return '—';
  return `${((100 * part) / whole).toFixed(1)}%`;
}

/** A business day ('2026-10-28', India's calendar) as "28 Oct 2026"; the text itself when unreadable. */
export function formatBusinessDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon UTC is the same calendar day in India.
  return threeLetterMonths(istDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))));
}

/** Two business days as a range: "28 Oct 2026 – 26 Nov 2026". */
export function formatBusinessDayRange(from: string, to: string): string {
  return `${formatBusinessDay(from)} – ${formatBusinessDay(to)}`;
}

const smsRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as an SMS writes it: "Rs. 1,23,456.00" (GSM-7 has no ₹; Indian grouping, paise always shown). */
export function formatSmsRupees(rupees: number): string {
  return `Rs. ${smsRupees.format(rupees)}`;
}

/** India keeps one offset all year (no daylight saving): UTC+5:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's business day in India, as the API's dates read it: "2026-11-26". */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
