import { formatCurrencyAmount, formatSendCost } from '@duesflow/shared-contracts/format';

/** Provider prices are fractions of a cent: always 4 decimals (spec part 2 §9), as a send's cost is written. */
export function formatUnitCost(amount: number, currency = 'USD'): string {
  return formatSendCost(amount, currency);
}

/** Fees and monthly totals: 2 decimals. */
export function formatFee(amount: number, currency = 'USD'): string {
  return formatCurrencyAmount(amount, currency);
}

/** A payment provider's fee: the one text every screen uses (shared-contracts/gateways, in rupees). */
export { formatPaymentFee } from '@duesflow/shared-contracts/gateways';
