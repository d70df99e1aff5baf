import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Queryable } from '../../../core/db/database';
import { customerPageMisses, customerPageTokens } from '../../../core/db/schema/customer-pages';

const DAY_MS = 86_400_000;

/**
 * 16 random bytes as URL-safe base64: 22 characters, 128 bits nobody can guess, short enough for a DLT
 * variable (30 characters at most). Links made before held 24 bytes (32 characters); they open as ever.
 */
function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A new link to one customer's page, open for `validDays`. Earlier links stay open until they expire or are revoked. */
export async function issuePageToken(
  db: Database,
  customerId: string,
  options: { now: Date; validDays: number; createdBy?: string | null },
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(options.now.getTime() + options.validDays * DAY_MS);
  await db.insert(customerPageTokens).values({
    customerId,
    tokenHash: tokenHash(token),
    createdAt: options.now,
    expiresAt,
    createdBy: options.createdBy ?? null,
  });
  return { token, expiresAt };
}

/**
 * One new link per reminder, in order, each remembering the channel and address the reminder went to (to
 * confirm an action back there). One statement per thousand (a campaign of 10,000 makes 10,000 links).
 */
export async function issueMessagePageTokens(
  db: Queryable,
  requests: { customerId: string; channel: 'sms' | 'whatsapp' | 'email' | 'voice'; to: string }[],
  options: { now: Date; validDays: number },
): Promise<string[]> {
  const tokens = requests.map(() => newToken());
  const expiresAt = new Date(options.now.getTime() + options.validDays * DAY_MS);
  for (let start = 0; start < requests.length; start += 1000) {
    await db.insert(customerPageTokens).values(
      requests.slice(start, start + 1000).map((request, index) => ({
        customerId: request.customerId,
        tokenHash: tokenHash(tokens[start + index]!),
        createdAt: options.now,
        expiresAt,
        sourceChannel: request.channel,
        sourceTo: request.to,
      })),
    );
  }
  return tokens;
}

export type OpenedToken =
  { status: 'open'; tokenId: string; customerId: string; expiresAt: Date } | { status: 'expired' | 'revoked' | 'unknown' };

/** What a token opens now. An expired or revoked token says so; anything else opens nothing. */
export async function openPageToken(db: Database, token: string, now: Date): Promise<OpenedToken> {
  const [row] = await db
    .select()
    .from(customerPageTokens)
    .where(eq(customerPageTokens.tokenHash, tokenHash(token)));
  if (!row) return { status: 'unknown' };
  if (row.revokedAt) return { status: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'open', tokenId: row.id, customerId: row.customerId, expiresAt: row.expiresAt };
}

/** Staff are told of a customer's visits at most once in this long (a reloading customer floods no screen). */
export const VISIT_ANNOUNCE_MS = 60_000;

/**
 * Counts the visit; answers whether staff should be told (no visit of the customer, on any link, in the
 * last minute). One statement: the customer's last visit is read as it was before this one.
 */
export async function recordVisit(db: Database, tokenId: string, now: Date): Promise<{ announce: boolean }> {
  const rows = rowsOf<{ previous: string | null }>(
    await db.execute(sql`
      with previous as (
        select max(others.last_visited_at) as at
        from customer_page_tokens others
        where others.customer_id = (select customer_id from customer_page_tokens where id = ${tokenId})
      )
      update customer_page_tokens set visits = visits + 1, last_visited_at = ${now.toISOString()}::timestamptz
      where id = ${tokenId}
      returning (select at from previous)::text as previous
    `),
  );
  const previous = rows[0]?.previous;
  return { announce: !previous || now.getTime() - new Date(previous).getTime() >= VISIT_ANNOUNCE_MS };
}

/** The customer's open links, and visits over all their links. */
export async function pageLinkSummary(
  db: Database,
  customerId: string,
  now: Date,
): Promise<{ open: number; visits: number; lastVisitedAt: Date | null }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${customerPageTokens.revokedAt} is null and ${customerPageTokens.expiresAt} > ${now})::int`,
      visits: sql<number>`coalesce(sum(${customerPageTokens.visits}), 0)::int`,
      lastVisitedAt: sql<string | null>`max(${customerPageTokens.lastVisitedAt})::text`,
    })
    .from(customerPageTokens)
    .where(eq(customerPageTokens.customerId, customerId));
  return {
    open: Number(row?.open ?? 0),
    visits: Number(row?.visits ?? 0),
    lastVisitedAt: row?.lastVisitedAt ? new Date(row.lastVisitedAt) : null,
  };
}

/** Every open link of the customer stops opening; answers how many were open. */
export async function revokePageTokens(db: Database, customerId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(customerPageTokens)
    .set({ revokedAt: now })
    .where(and(eq(customerPageTokens.customerId, customerId), isNull(customerPageTokens.revokedAt), gt(customerPageTokens.expiresAt, now)))
    .returning({ id: customerPageTokens.id });
  return revoked.length;
}

/**
 * Guessing is throttled by address (docs/customer-page.md): after `perMinute` tokens that opened nothing
 * within a minute, the address waits until the oldest of them is a minute old. Counted in the database,
 * so every API process shares it.
 */
export const MISS_LIMIT = { perMinute: 100, windowMs: 60_000 } as const;

/** Seconds this address must wait before a page opens for it again (0: it may now). */
export async function missRetryAfter(db: Database, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - MISS_LIMIT.windowMs);
  const [row] = await db
    .select({ misses: count(), oldest: sql<string | null>`min(${customerPageMisses.at})::text` })
    .from(customerPageMisses)
    .where(and(eq(customerPageMisses.address, address), gt(customerPageMisses.at, since)));
  if (!row || row.misses < MISS_LIMIT.perMinute || !row.oldest) return 0;
  const until = new Date(row.oldest).getTime() + MISS_LIMIT.windowMs;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** A token that opened nothing; misses older than a day are dropped on the way. */
export async function recordMiss(db: Database, address: string, now: Date): Promise<void> {
  await db.insert(customerPageMisses).values({ address, at: now });
  await db.delete(customerPageMisses).where(lt(customerPageMisses.at, new Date(now.getTime() - DAY_MS)));
}
