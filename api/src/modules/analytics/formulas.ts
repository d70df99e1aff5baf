import {
  EFFICIENCY_EXCELLENT_BELOW,
  EFFICIENCY_GOOD_BELOW,
  ROI_MINIMUM_SPEND,
  WORKFLOW_ERROR_BELOW,
  WORKFLOW_WARNING_BELOW,
  type TKpi,
} from '@duesflow/shared-contracts/analytics';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { addMonths, daysBetween } from './windows';

/*
 * The formulas of docs/analytics.md, as pure functions over amounts in paise and counts. The queries
 * gather the inputs; these turn them into the figures on the wire.
 */

/**
 * Rounded to `places` decimals, half away from zero, as written by hand: the scaled value is first read
 * to 12 significant digits, so 5.7499999999 (binary noise of 5.75) rounds to 5.8.
 */
export function round(value: number, places = 1): number {
  const factor = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(12)))) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** part ÷ whole × 100 to one decimal; null when whole is 0. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : round((100 * part) / whole, 1);
}

/** numerator ÷ denominator to `places` decimals; null when the denominator is 0. */
export function ratio(numerator: number, denominator: number, places = 2): number | null {
  return denominator === 0 ? null : round(numerator / denominator, places);
}

/** A figure beside its previous period: the difference, and the relative change in percent. */
export function kpi(value: number | null, previous: number | null, places = 2): TKpi {
  if (value === null || previous === null) return { value, previous, change: null, changePercent: null };
  const change = round(value - previous, places);
  return { value, previous, change, changePercent: previous === 0 ? null : round((100 * change) / Math.abs(previous), 1) };
}

/** Receivables at one moment: everything unpaid, and the part not yet due. */
export interface Receivables {
  totalPaise: number;
  currentPaise: number;
}

/** Collected ÷ (opening receivables + credit sales) × 100. */
export function collectionRate(collectedPaise: number, openingPaise: number, creditSalesPaise: number): number | null {
  return percent(collectedPaise, openingPaise + creditSalesPaise);
}

/**
 * CEI = (opening + credit sales − closing total) ÷ (opening + credit sales − closing current) × 100
 * (INDIA-RULES.md); null when the denominator is not positive (nothing was collectable).
 */
export function cei(opening: number, creditSales: number, closing: Receivables): number | null {
  const denominator = opening + creditSales - closing.currentPaise;
  if (denominator <= 0) return null;
  return round((100 * (opening + creditSales - closing.totalPaise)) / denominator, 1);
}

/** How far back the count-back walks at most. */
export const DSO_MAX_MONTHS = 24;

/**
 * DSO by the count-back method: from the closing date walk back month by month, taking each month's
 * credit sales off the closing receivables; a month whose sales cover what is left adds its share of
 * days (left ÷ sales × days of the month), every earlier fully-covered month all its days. Months are
 * calendar months ending on the closing date (31 Mar → 28 Feb → …). Receivables beyond 24 months of
 * sales count those 24 months' days. `salesOn(from, to)` gives credit sales issued on days in (from, to].
 */
export function dsoCountBack(closingPaise: number, closingDate: string, salesOn: (after: string, upTo: string) => number): number {
  let left = closingPaise;
  let days = 0;
  for (let month = 0; month < DSO_MAX_MONTHS && left > 0; month++) {
    const upTo = addMonths(closingDate, -month);
    const after = addMonths(closingDate, -(month + 1));
    const monthDays = daysBetween(after, upTo);
    const sales = salesOn(after, upTo);
    if (sales >= left) {
      days += (left / sales) * monthDays;
      left = 0;
    } else {
      days += monthDays;
      left -= sales;
    }
  }
  return round(days, 1);
}

/** error below 50 % success, warning below 90 %, active otherwise (and while nothing has finished). */
export function workflowStatus(successRate: number | null): 'active' | 'warning' | 'error' {
  if (successRate === null) return 'active';
  if (successRate < WORKFLOW_ERROR_BELOW) return 'error';
  if (successRate < WORKFLOW_WARNING_BELOW) return 'warning';
  return 'active';
}

/** Excellent below ₹0.5 per success, Good below ₹1, else Average (no success: Average). */
export function efficiencyRating(costPerSuccess: number | null): 'Excellent' | 'Good' | 'Average' {
  if (costPerSuccess === null) return 'Average';
  if (costPerSuccess < EFFICIENCY_EXCELLENT_BELOW) return 'Excellent';
  if (costPerSuccess < EFFICIENCY_GOOD_BELOW) return 'Good';
  return 'Average';
}

/** The arrow against the previous day. */
export function arrow(today: number | null, yesterday: number | null): 'up' | 'down' | 'same' {
  const a = today ?? 0;
  const b = yesterday ?? 0;
  return a > b ? 'up' : a < b ? 'down' : 'same';
}

/**
 * ROI = collected ÷ spend, one decimal, or null while the spend is below ROI_MINIMUM_SPEND (rupees): over
 * a few rupees of SMS the ratio is in the tens of thousands and says nothing.
 */
export function roiOf(collectedPaise: number, spendPaise: number): number | null {
  if (spendPaise < ROI_MINIMUM_SPEND * 100) return null;
  return ratio(collectedPaise, spendPaise, 1);
}

/** ROI as shown: Indian grouping and an x ('15.8x', '1,234.5x'); '—' when not shown (roiOf). */
export function roiLabel(roi: number | null): string {
  return roi === null ? '—' : `${formatIndianNumber(roi)}x`;
}

/** The ageing bucket of an open invoice `days` past its due date. */
export function ageingBucket(days: number): 'current' | '1–30' | '31–60' | '61–90' | '90+' {
  if (days <= 0) return 'current';
  if (days <= 30) return '1–30';
  if (days <= 60) return '31–60';
  if (days <= 90) return '61–90';
  return '90+';
}
