import type { TFailoverCondition, TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import { formatINR, formatIndianNumber, formatIstMoment, formatRupeePrefixed } from '@duesflow/shared-contracts/format';

/** Spec part 2 §4: healthy, degraded, down, maintenance, else unknown. */
export const KNOWN_GATEWAY_STATUSES = ['healthy', 'degraded', 'down', 'maintenance'] as const;
export type TShownGatewayStatus = (typeof KNOWN_GATEWAY_STATUSES)[number] | 'unknown';

export function shownStatus(status: string): TShownGatewayStatus {
  return (KNOWN_GATEWAY_STATUSES as readonly string[]).includes(status) ? (status as TShownGatewayStatus) : 'unknown';
}

/** A percentage with one decimal: 98.46 → '98.5%'. */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}

/** A rate that may not exist yet (nothing decided): '—'. */
export function formatRate(value: number | null): string {
  return value === null ? '—' : formatPercent(value);
}

/** Whole rupees without paise where there are none: ₹2,00,000. */
export function formatAmount(rupees: number): string {
  return Number.isInteger(rupees) ? formatRupeePrefixed(rupees) : formatINR(rupees);
}

export function formatResponseTime(ms: number): string {
  return `${formatIndianNumber(Math.round(ms))}ms`;
}

export const CONDITION_LABELS: Record<TFailoverCondition, string> = {
  amount_threshold: 'Amount threshold',
  failure_rate: 'Failure rate',
  response_time: 'Response time',
};

/** The rule's threshold in its unit: ₹50,000 / 5% / 3,000ms. */
export function formatThreshold(rule: Pick<TFailoverRule, 'condition' | 'value'>): string {
  switch (rule.condition) {
    case 'amount_threshold':
      return formatAmount(rule.value);
    case 'failure_rate':
      return `${formatIndianNumber(rule.value)}%`;
    case 'response_time':
      return formatResponseTime(rule.value);
    default:
      return String(rule.value);
  }
}

/** 'Amount above ₹50,000', 'Failure rate above 5%', 'Response time above 3,000ms'. */
export function describeCondition(rule: Pick<TFailoverRule, 'condition' | 'value'>): string {
  return `${CONDITION_LABELS[rule.condition] ?? rule.condition} above ${formatThreshold(rule)}`.replace(/^Amount threshold/, 'Amount');
}

/**
 * When a probe last ran, in India's time to the second and labelled (every screen's times read "… IST"),
 * or 'Never' before the first.
 */
export function formatCheckedAt(iso: string | null | undefined): string {
  return iso ? formatIstMoment(iso, { seconds: true }) : 'Never';
}
