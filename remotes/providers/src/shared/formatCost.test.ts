import { formatFee, formatPaymentFee, formatUnitCost } from './formatCost';

describe('formatUnitCost', () => {
  it('shows prices with exactly 4 decimals', () => {
    expect(formatUnitCost(0.0075)).toBe('$0.0075');
    expect(formatUnitCost(0.01234)).toBe('$0.0123');
    expect(formatUnitCost(2)).toBe('$2.0000');
    expect(formatUnitCost(0.5, 'EUR')).toBe('€0.5000');
  });

  it('keeps an unknown currency code readable', () => {
    expect(formatUnitCost(0.5, 'XX1')).toBe('0.5000 XX1');
  });
});

describe('formatFee', () => {
  it('shows fees with 2 decimals and grouping', () => {
    expect(formatFee(1234.5)).toBe('$1,234.50');
  });
});

describe('formatPaymentFee', () => {
  it('shows a percentage per payment, plus the fixed fee in the price style when there is one', () => {
    expect(formatPaymentFee(2, 0)).toBe('2% per payment');
    // Rupees, as the gateway charges them, the same text as on Payment Gateways.
    expect(formatPaymentFee(2.3, 2)).toBe('2.3% + ₹2.00 per payment');
    expect(formatPaymentFee(1.8, 1500)).toBe('1.8% + ₹1,500.00 per payment');
  });
});
