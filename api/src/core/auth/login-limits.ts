import { and, count, desc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema/staff';

/**
 * How sign-in failures slow guessing down without letting anyone lock a member out (docs/security.md):
 * - per account and address: the first `freeFailures` failures cost nothing, then each one doubles the
 *   wait before that address may try that account again (1 s, 2 s, 4 s … up to `maxDelayMs`), counted
 *   since that pair's last successful sign-in, over `pairWindowMs`;
 * - per address: `perAddress` failures within `addressWindowMs`, whatever the accounts, stop that
 *   address until the oldest one leaves the window.
 * Failures from other addresses never delay an account's own member at their address.
 */
export const LOGIN_LIMITS = {
  freeFailures: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  pairWindowMs: 24 * 3600_000,
  perAddress: 30,
  addressWindowMs: 15 * 60_000,
} as const;

/** The wait after `failures` failures of one account from one address (0 while they are free). */
export function pairDelayMs(failures: number): number {
  const beyond = failures - LOGIN_LIMITS.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_LIMITS.baseDelayMs * 2 ** Math.min(beyond, 30), LOGIN_LIMITS.maxDelayMs);
}

async function pairWaitUntil(db: Database, email: string, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.pairWindowMs);
  const pair = and(eq(loginAttempts.email, email), eq(loginAttempts.address, address));
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.succeeded, true), gt(loginAttempts.at, windowStart)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const failures = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, lastSuccess?.at ?? windowStart)))
    .orderBy(desc(loginAttempts.at));
  const latest = failures[0];
  return latest ? new Date(latest.at).getTime() + pairDelayMs(failures.length) : 0;
}

async function addressWaitUntil(db: Database, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.addressWindowMs);
  const [byAddress] = await db
    .select({ failures: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, windowStart)));
  if (!byAddress || byAddress.failures < LOGIN_LIMITS.perAddress || !byAddress.oldest) return 0;
  return new Date(byAddress.oldest).getTime() + LOGIN_LIMITS.addressWindowMs;
}

/**
 * Seconds until this address may try this account again, or 0 when it may now. Counted in the
 * database, so every API process shares the limits.
 */
export async function loginRetryAfter(db: Database, email: string, address: string, now: Date): Promise<number> {
  const until = Math.max(await pairWaitUntil(db, email, address, now), await addressWaitUntil(db, address, now));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** "Try again in 2 seconds." / "… in 15 minutes." */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `Too many sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export async function recordLoginAttempt(db: Database, email: string, address: string, succeeded: boolean, at: Date) {
  await db.insert(loginAttempts).values({ email, address, succeeded, at });
}

/** What the sign-in limits hold against one account, as the Staff screen shows it. */
export interface AccountSignInState {
  /** Failures still counted: since each address's last success with this account, within the window. */
  failedSignIns: number;
  /** The latest moment some address must wait for before trying this account again; null when none must. */
  blockedUntil: Date | null;
}

/**
 * The sign-in limits' hold on each of these accounts (lower-cased emails), computed like
 * `loginRetryAfter`'s per-account wait but over every address at once.
 */
export async function accountSignInStates(db: Database, emails: readonly string[], now: Date): Promise<Map<string, AccountSignInState>> {
  const states = new Map<string, AccountSignInState>();
  if (emails.length === 0) return states;
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.pairWindowMs);
  const pairs = rowsOf<{ email: string; failures: number; latest: string | Date }>(
    await db.execute(sql`
      with recent as (
        select email, address, succeeded, at from ${loginAttempts}
        where ${inArray(loginAttempts.email, [...emails])} and at > ${windowStart}
      ),
      last_success as (
        select email, address, max(at) as at from recent where succeeded group by email, address
      )
      select recent.email, count(*)::int as failures, max(recent.at) as latest
      from recent left join last_success using (email, address)
      where not recent.succeeded and (last_success.at is null or recent.at > last_success.at)
      group by recent.email, recent.address`),
  );
  for (const pair of pairs) {
    const state = states.get(pair.email) ?? { failedSignIns: 0, blockedUntil: null };
    state.failedSignIns += Number(pair.failures);
    const until = new Date(new Date(pair.latest).getTime() + pairDelayMs(Number(pair.failures)));
    if (until > now && (!state.blockedUntil || until > state.blockedUntil)) state.blockedUntil = until;
    states.set(pair.email, state);
  }
  return states;
}

/**
 * Unlock: forgets this account's failed sign-ins from every address, so no wait runs for it and they
 * no longer count towards their addresses' limits. Successful sign-ins stay. Returns how many were cleared.
 */
export async function clearFailedSignIns(db: Database, email: string): Promise<number> {
  const cleared = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)))
    .returning({ id: loginAttempts.id });
  return cleared.length;
}
