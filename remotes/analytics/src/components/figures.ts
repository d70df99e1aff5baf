import { formatCount, formatIndianNumber } from '@duesflow/shared-contracts/format';

/** Display rules of the analytics screens; money, counts and dates go through shared-contracts' formatters. */

/** A percentage with one decimal: 23.456 → '23.5%'. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(1)}%`;
}

/** Thousands of rupees, as the spec's trends show amounts, one decimal: 12.3 → '₹12.3K', 123456.7 → '₹1,23,456.7K'. */
export function formatThousands(thousands: number): string {
  const [whole, tenths] = Math.abs(thousands).toFixed(1).split('.') as [string, string];
  return `${thousands < 0 ? '-' : ''}₹${formatIndianNumber(Number(whole))}.${tenths}K`;
}

/** Minutes with one decimal: 4.25 → '4.3 min'. */
export function formatMinutes(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(1)} min`;
}

/** Days, whole: 41.6 → '42 days'. */
export function formatDays(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatCount(Math.round(value), 'day');
}

const CHANNEL_NAMES: Record<string, string> = { voice: 'Voice', sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' };
/** 'whatsapp' → 'WhatsApp'. */
export function channelName(channel: string): string {
  return CHANNEL_NAMES[channel] ?? channel;
}
