import { channelName, formatDays, formatPercent, formatThousands } from './figures';

describe('analytics display rules', () => {
  it('shows trend amounts in thousands with one decimal, Indian grouping', () => {
    expect(formatThousands(12.3)).toBe('₹12.3K');
    expect(formatThousands(123456.7)).toBe('₹1,23,456.7K');
    expect(formatThousands(50)).toBe('₹50.0K');
    expect(formatThousands(0.04)).toBe('₹0.0K');
  });

  it('shows percentages with one decimal, and a dash when there is nothing to divide', () => {
    expect(formatPercent(23.456)).toBe('23.5%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDays(41.6)).toBe('42 days');
    expect(formatDays(1.2)).toBe('1 day');
    expect(channelName('whatsapp')).toBe('WhatsApp');
  });
});
