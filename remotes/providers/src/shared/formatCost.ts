/** Provider prices are fractions of a cent: always 4 decimals (spec part 2 §9). */
export function formatUnitCost(amount: number, currency = 'USD'): string {
  return formatMoney(amount, currency, 4);
}

/** Fees and monthly totals: 2 decimals. */
export function formatFee(amount: number, currency = 'USD'): string {
  return formatMoney(amount, currency, 2);
}

function formatMoney(amount: number, currency: string, decimals: number): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    // A currency code Intl does not know still shows the amount, followed by the code.
    return `${amount.toFixed(decimals)} ${currency}`;
  }
}

/** A payment provider's fee: the one text every screen uses (shared-contracts/gateways, in rupees). */
export { formatPaymentFee } from '@duesflow/shared-contracts/gateways';
