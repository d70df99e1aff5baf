import { formatINR, formatRelativeTime, formatRupeePrefixed, formatSuccessRate } from './format';

describe('money formatting', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupeePrefixed(1234567)).toBe('₹12,34,567');
    expect(formatRupeePrefixed(1234567.5)).toBe('₹12,34,567.5');
    expect(formatINR(250000)).toBe('₹2,50,000.00');
  });
});

describe('success rate', () => {
  it('divides hundredths of a percent by 100 with one decimal', () => {
    expect(formatSuccessRate(8750)).toBe('87.5%');
    expect(formatSuccessRate(0)).toBe('0.0%');
    expect(formatSuccessRate(10000)).toBe('100.0%');
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('says Unknown time when absent or unreadable', () => {
    expect(formatRelativeTime(null, now)).toBe('Unknown time');
    expect(formatRelativeTime(undefined, now)).toBe('Unknown time');
    expect(formatRelativeTime('not a date', now)).toBe('Unknown time');
  });
  it('reads as a relative phrase', () => {
    expect(formatRelativeTime('2026-11-22T09:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-21T10:00:00Z', now)).toBe('yesterday');
  });
});
