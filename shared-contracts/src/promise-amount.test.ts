import { ZPromiseToPayRequest } from './reminder-sequences';

describe("a promise's amount", () => {
  it('is rupees with at most two decimals, more than 0, at most ₹10 crore', () => {
    for (const amount of [0.01, 10.5, 10.05, 100_000_000]) {
      expect(ZPromiseToPayRequest.safeParse({ promisedDate: '2026-12-01', amount }).success).toBe(true);
    }
    for (const amount of [0, 0.001, 10.005, -1, 100_000_000.01]) {
      expect([amount, ZPromiseToPayRequest.safeParse({ promisedDate: '2026-12-01', amount }).success]).toEqual([amount, false]);
    }
    const finer = ZPromiseToPayRequest.safeParse({ promisedDate: '2026-12-01', amount: 10.005 });
    expect(finer.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'Amount can have at most two decimals' });
  });
});
