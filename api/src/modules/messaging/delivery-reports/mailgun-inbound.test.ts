import { emailAddressOf, messageIdOf, withoutQuotedHistory } from './mailgun-inbound';

describe("an inbound email's text, sender and ids", () => {
  it.each([
    ['Will pay on 15th.\n\nOn Tue, 24 Nov 2026 at 10:00, DuesFlow <a@b.in> wrote:\n> Your payment is overdue', 'Will pay on 15th.'],
    ['Will pay on 15th.\nOn Tue, 24 Nov 2026 at 10:00, DuesFlow <a@b.in>\nwrote:\n> overdue', 'Will pay on 15th.'],
    ['wrong amount\r\n\r\n-----Original Message-----\r\nFrom: DuesFlow', 'wrong amount'],
    ['STOP\n\nFrom: DuesFlow <accounts@duesflow.example>\nSent: Tuesday', 'STOP'],
    ['paid\n-- \nRavi Kumar\nKumar Stores', 'paid'],
    ['paid\n________________________________\nFrom: DuesFlow', 'paid'],
    ['> quoted only', ''],
    ['From: me, as a sentence\nkal bhar dunga', 'From: me, as a sentence\nkal bhar dunga'],
  ])('%j reads as %j', (text, expected) => {
    expect(withoutQuotedHistory(text)).toBe(expected);
  });

  it('reads the address out of a From header, in lower case; none when there is none', () => {
    expect(emailAddressOf('Asha Traders <Accounts@AshaTraders.IN>')).toBe('accounts@ashatraders.in');
    expect(emailAddressOf(' owner@meenakirana.in ')).toBe('owner@meenakirana.in');
    expect(emailAddressOf('Asha Traders')).toBeNull();
    expect(emailAddressOf(undefined)).toBeNull();
  });

  it('takes a message id without its angle brackets, the first of several', () => {
    expect(messageIdOf('<abc.123@mg.example>')).toBe('abc.123@mg.example');
    expect(messageIdOf('<first@x> <second@y>')).toBe('first@x');
    expect(messageIdOf('bare@id')).toBe('bare@id');
    expect(messageIdOf('')).toBeNull();
  });
});
