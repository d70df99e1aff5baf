import { contactText, executedText, overdueText } from './followUpText';

describe('overdueText', () => {
  it('counts days overdue, and days until due for invoices not yet due', () => {
    expect(overdueText(12)).toBe('12 days overdue');
    expect(overdueText(1)).toBe('1 day overdue');
    expect(overdueText(0)).toBe('Due today');
    expect(overdueText(-1)).toBe('Due in 1 day');
    expect(overdueText(-3)).toBe('Due in 3 days');
  });

  it('reads a Due Soon entry without days as due within the 3-day window', () => {
    expect(overdueText(0, true)).toBe('Due within 3 days');
    expect(overdueText(-2, true)).toBe('Due in 2 days');
  });
});

describe('contactText', () => {
  it('says Never contacted when there was no contact', () => {
    expect(contactText(null)).toBe('Never contacted');
    expect(contactText(0)).toBe('Contacted today');
    expect(contactText(1)).toBe('Last contacted 1 day ago');
    expect(contactText(9)).toBe('Last contacted 9 days ago');
  });
});

describe('executedText', () => {
  it('is the API message, plus the skipped customers grouped by reason', () => {
    expect(executedText({ message: '5 follow-ups scheduled', skipped: [] })).toBe('5 follow-ups scheduled');
    expect(
      executedText({
        message: '5 follow-ups scheduled',
        skipped: [
          { customerId: 'a', customerName: 'A', reason: 'no phone number' },
          { customerId: 'b', customerName: 'B', reason: 'contacted in the last 24 hours' },
          { customerId: 'c', customerName: 'C', reason: 'no phone number' },
        ],
      }),
    ).toBe('5 follow-ups scheduled 3 skipped (2 no phone number, 1 contacted in the last 24 hours).');
  });
});
