import { formatThresholdInput, hasAtMostTwoDecimals, parseThresholdInput, thresholdSavedText } from './followUpRulesText';

describe('the threshold field', () => {
  it('shows the amount with Indian grouping, but leaves what staff are typing alone', () => {
    expect(formatThresholdInput(150000, { userTyping: false, input: '' })).toBe('1,50,000');
    expect(formatThresholdInput('1234567.5', { userTyping: false, input: '' })).toBe('12,34,567.5');
    expect(formatThresholdInput(undefined, { userTyping: false, input: '' })).toBe('');
    expect(formatThresholdInput(1500, { userTyping: true, input: '1500.' })).toBe('1500.');
  });

  it('reads the grouped text back as a plain number', () => {
    expect(parseThresholdInput('1,50,000')).toBe('150000');
    expect(parseThresholdInput('₹ 12,34,567.50')).toBe('1234567.50');
    expect(parseThresholdInput(undefined)).toBe('');
  });

  it('accepts paise but not fractions of a paisa', () => {
    expect(hasAtMostTwoDecimals(150000)).toBe(true);
    expect(hasAtMostTwoDecimals(1000.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1000.255)).toBe(false);
  });
});

describe('thresholdSavedText', () => {
  it('names the new threshold in rupees, Indian style', () => {
    expect(thresholdSavedText(150000)).toBe('Customers owing ₹1,50,000 or more are now urgent.');
    expect(thresholdSavedText(100000000)).toBe('Customers owing ₹10,00,00,000 or more are now urgent.');
  });
});
