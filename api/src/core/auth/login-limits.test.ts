import { LOGIN_LIMITS, pairDelayMs } from './login-limits';
import { createTestApp, TEST_ACCOUNTS, TEST_PASSWORD, type TestApp } from '../../test/test-app';

/** Sign-in throttling that slows guessing and that nobody can turn into a lock-out of the real member. */

let now = new Date('2026-11-26T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each request can come from its own address.
  t = await createTestApp({ clock: { now: () => now }, app: { trustProxy: true } });
});
afterAll(() => t.stop());

const loginFrom = (address: string, email: string, password: string) =>
  t.callAnonymous('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': address });
const admin = TEST_ACCOUNTS.admin.email;

describe('the wait of one account from one address', () => {
  it('is nothing for the first failures, then doubles, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(pairDelayMs)).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000]);
    expect(pairDelayMs(40)).toBe(LOGIN_LIMITS.maxDelayMs);
  });
});

describe('sign-in failures', () => {
  it('from five addresses, or fifty failures from one, do not keep the admin out at their own address', async () => {
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`203.0.113.${i}`, admin, 'wrong-password')).status).toBe(401);
    for (let i = 0; i < 50; i++) await loginFrom('198.51.100.7', admin, 'wrong-password');
    expect((await loginFrom('198.51.100.7', admin, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom('192.0.2.10', admin, TEST_PASSWORD)).status).toBe(200);
  });

  it('from one address across many accounts stop that address once its budget is spent, and no other', async () => {
    const spammer = '198.51.100.99';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await loginFrom(spammer, `guess${i}@duesflow.test`, 'wrong-password')).status).toBe(401);
    }
    const stopped = await loginFrom(spammer, TEST_ACCOUNTS.viewer.email, TEST_PASSWORD);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBe(LOGIN_LIMITS.addressWindowMs / 1000);
    expect((await loginFrom('192.0.2.11', TEST_ACCOUNTS.viewer.email, TEST_PASSWORD)).status).toBe(200);
    now = new Date(now.getTime() + LOGIN_LIMITS.addressWindowMs + 1000);
    expect((await loginFrom(spammer, TEST_ACCOUNTS.viewer.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('are forgotten for that address once the member signs in from it', async () => {
    const email = TEST_ACCOUNTS.collector.email;
    const home = '192.0.2.20';
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) await loginFrom(home, email, 'wrong-password');
    now = new Date(now.getTime() + 1000);
    expect((await loginFrom(home, email, TEST_PASSWORD)).status).toBe(200);
    // Counting starts again from nothing: the next failures are free.
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) expect((await loginFrom(home, email, 'wrong-password')).status).toBe(401);
  });
});
