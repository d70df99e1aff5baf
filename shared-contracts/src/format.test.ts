import {
  formatSmsRupees,
  todayInIndia,
  formatDate,
  formatBusinessDay,
  formatBusinessDayRange,
  formatCount,
  formatDuration,
  formatRupeesShort,
  formatShare,
  formatINR,
  formatIstMoment,
  formatIstTime,
  formatRelativeTime,
  formatRupeePrefixed,
  formatCurrencyAmount,
  formatSendCost,
  formatSuccessRate,
} from './format';

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

describe('send costs and IST times', () => {
  it('shows a cost to 4 decimals in its currency', () => {
    expect(formatSendCost(0.015, 'USD')).toBe('$0.0150');
    expect(formatSendCost(0.115, 'INR')).toBe('₹0.1150');
    expect(formatSendCost(1.5, 'XYZ1')).toBe('1.5000 XYZ1');
  });

  it('writes a fee or total in its own currency to 2 decimals', () => {
    expect(formatCurrencyAmount(25, 'USD')).toBe('$25.00');
    expect(formatCurrencyAmount(150000, 'INR')).toBe('₹1,50,000.00');
    expect(formatCurrencyAmount(0.005, 'USD')).toBe('$0.01');
    expect(formatCurrencyAmount(1.5, 'XYZ1')).toBe('1.50 XYZ1');
  });

  it('shows a time in IST, with the date when it is not today', () => {
    const now = new Date('2026-11-26T00:45:00Z'); // 06:15 IST
    expect(formatIstTime('2026-11-26T03:30:00Z', now)).toBe('09:00 IST');
    expect(formatIstTime('2026-11-27T03:30:00Z', now)).toBe('27 Nov 2026, 09:00 IST');
    expect(formatIstTime(null, now)).toBe('');
  });
});

describe('a moment in IST', () => {
  it('reads in India’s time, to the minute or to the second, and — when absent or unreadable', () => {
    expect(formatIstMoment('2026-11-18T09:34:05Z')).toBe('18 Nov 2026, 3:04 pm IST');
    expect(formatIstMoment('2026-11-18T09:34:05Z', { seconds: true })).toBe('18 Nov 2026, 3:04:05 pm IST');
    expect(formatIstMoment(null)).toBe('—');
    expect(formatIstMoment(undefined, { seconds: true })).toBe('—');
    expect(formatIstMoment('not a time')).toBe('—');
  });
});

describe('counts, durations, short rupees, shares and business days', () => {
  it('says one or many, grouped the Indian way', () => {
    expect(formatCount(1, 'payment')).toBe('1 payment');
    expect(formatCount(0, 'payment')).toBe('0 payments');
    expect(formatCount(120000, 'customer')).toBe('1,20,000 customers');
    expect(formatCount(2, 'reply', 'replies')).toBe('2 replies');
  });
  it('writes durations in s, min and h', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(5463.8 * 60)).toBe('91 h 4 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(undefined)).toBe('—');
  });
  it('shortens rupees to lakh and crore, never M', () => {
    expect(formatRupeesShort(44011354.5)).toBe('₹4.4 Cr');
    expect(formatRupeesShort(1235000)).toBe('₹12.35 L');
    expect(formatRupeesShort(85000)).toBe('₹85,000');
    expect(formatRupeesShort(0)).toBe('₹0');
  });
  it('gives a share, or a dash while nothing is decided', () => {
    expect(formatShare(3, 4)).toBe('75.0%');
    expect(formatShare(0, 0)).toBe('—');
  });
  it('writes business days as 28 Oct 2026', () => {
    expect(formatBusinessDay('2026-10-28')).toBe('28 Oct 2026');
    expect(formatBusinessDayRange('2026-10-28', '2026-11-26')).toBe('28 Oct 2026 – 26 Nov 2026');
    expect(formatBusinessDay('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDate('2026-09-05T10:00:00Z')).toBe('5 Sep 2026');
  });
});

describe('SMS amounts and the day in India', () => {
  it('writes an SMS amount without ₹, in Indian grouping with paise', () => {
    expect(formatSmsRupees(123456)).toBe('Rs. 1,23,456.00');
  });
  it('knows the day in India before and after midnight there', () => {
    expect(todayInIndia(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(todayInIndia(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });
});
