/** Display rules of the analytics screens; money goes through shared-contracts' en-IN formatters. */

/** A percentage with one decimal: 23.456 → '23.5%'. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(1)}%`;
}

const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Thousands of rupees, as the spec's trends show amounts: 12.3 → '₹12.3K', 123456.7 → '₹1,23,456.7K'. */
export function formatThousands(thousands: number): string {
  return `₹${oneDecimal.format(thousands)}K`;
}

/** Minutes with one decimal: 4.25 → '4.3 min'. */
export function formatMinutes(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(1)} min`;
}

/** Days, whole: 41.6 → '42 days'. */
export function formatDays(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const days = Math.round(value);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

const CHANNEL_NAMES: Record<string, string> = { voice: 'Voice', sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' };
/** 'whatsapp' → 'WhatsApp'. */
export function channelName(channel: string): string {
  return CHANNEL_NAMES[channel] ?? channel;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
/** A calendar day as sent (YYYY-MM-DD, India's date): '2026-11-22' → 'Sun, 22 Nov', whatever the browser's time zone. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}
