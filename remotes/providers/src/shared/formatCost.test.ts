import { formatFee, formatUnitCost } from './formatCost';

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
