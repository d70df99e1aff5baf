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

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A payment provider's price: "2% per payment", or "1.9% + $0.0240 per payment" with a fixed fee. */
export function formatPaymentFee(feePercentage: number, fixedFee: number, currency = 'USD'): string {
  const share = `${percent.format(feePercentage)}%`;
  return fixedFee > 0 ? `${share} + ${formatUnitCost(fixedFee, currency)} per payment` : `${share} per payment`;
}
