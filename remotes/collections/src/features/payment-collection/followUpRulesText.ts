import { formatIndianNumber, formatRupeePrefixed } from '@duesflow/shared-contracts/format';

/** Rupees go in 1,000 at a time with the arrow keys: thresholds are round sums. */
export const THRESHOLD_STEP = 1000;

/**
 * The threshold field reads '1,50,000'. While staff type, their own text stays as it is, so a
 * half-typed '1500.' is not reformatted under the cursor.
 */
export function formatThresholdInput(value: number | string | undefined, info: { userTyping: boolean; input: string }): string {
  if (info.userTyping) return info.input;
  if (value === undefined || value === '' || Number.isNaN(Number(value))) return '';
  return formatIndianNumber(Number(value));
}

/** Back from '₹1,50,000' to '150000': the grouping and the sign are display only. */
export function parseThresholdInput(text: string | undefined): string {
  return (text ?? '').replace(/[₹,\s]/g, '');
}

/** Money is exact to the paisa: the API refuses more than two decimals rather than round them. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

/** The 'Settings saved' toast text: 'Customers owing ₹1,50,000 or more are now urgent.' */
export function thresholdSavedText(urgentAmountThreshold: number): string {
  return `Customers owing ${formatRupeePrefixed(urgentAmountThreshold)} or more are now urgent.`;
}
