import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema/staff';

/** Failed sign-ins allowed per account and per address within the window (docs/security.md). */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 30 } as const;

/**
 * Seconds until another sign-in may be tried, or 0 when it may be tried now. An account counts its
 * failures since its last successful sign-in; an address counts every failure. Counted in the
 * database, so every API process shares the limits.
 */
export async function loginRetryAfter(db: Database, email: string, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.at, windowStart)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const accountStart = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [account] = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, accountStart)));
  const [byAddress] = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, windowStart)));
  let until = 0;
  for (const [counted, limit] of [
    [account, LOGIN_LIMITS.perAccount],
    [byAddress, LOGIN_LIMITS.perAddress],
  ] as const) {
    if (counted.failures >= limit && counted.oldest) {
      until = Math.max(until, new Date(counted.oldest).getTime() + LOGIN_LIMITS.windowMs);
    }
  }
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export async function recordLoginAttempt(db: Database, email: string, address: string, succeeded: boolean, at: Date) {
  await db.insert(loginAttempts).values({ email, address, succeeded, at });
}
