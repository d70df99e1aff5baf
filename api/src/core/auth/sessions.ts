import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import type { Database } from '../db/database';
import { staffSessions, staffUsers } from '../db/schema/staff';
import type { Clock } from '../lib/clock';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'duesflow_session';

export type SessionKind = 'password' | 'embed';

export interface SessionSettings {
  /** A session unused this long ends (SESSION_IDLE_MINUTES). */
  idleMs: number;
  /** A session ends this long after sign-in, used or not (SESSION_MAX_HOURS). */
  maxMs: number;
  /**
   * How long this process reuses a looked-up session before asking the database again. Sign-out,
   * deactivation and role changes made through this process clear it at once; made through another
   * API process they take effect here within this bound.
   */
  cacheMs: number;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  idleMs: 480 * 60_000,
  maxMs: 168 * 3600_000,
  cacheMs: 5_000,
};

/** lastSeenAt is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 60_000;
/** Entries beyond this are dropped (oldest first) so a flood of forged cookies cannot grow memory. */
const CACHE_LIMIT = 10_000;

export interface OpenedSession {
  /** The cookie value (shown once; only its hash is stored). */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

interface CachedSession {
  user: TSessionUser;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

export interface Sessions {
  readonly settings: SessionSettings;
  /** Opens a session for an active member of staff. */
  open(userId: string, kind?: SessionKind): Promise<OpenedSession>;
  /** The member of staff a cookie token belongs to, or null when it is unknown, expired, revoked or inactive. */
  resolve(token: string): Promise<{ user: TSessionUser; tokenHash: string } | null>;
  /** Ends one session (sign-out). */
  revoke(tokenHash: string): Promise<void>;
  /** Ends every session of a member of staff (deactivation, role change, new password), but `except`. */
  revokeAllOf(userId: string, except?: string): Promise<void>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createSessions(db: Database, clock: Clock, settings: SessionSettings = DEFAULT_SESSION_SETTINGS): Sessions {
  const cache = new Map<string, CachedSession>();

  const remember = (tokenHash: string, entry: CachedSession) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(tokenHash, entry);
  };

  return {
    settings,

    async open(userId, kind = 'password') {
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.maxMs);
      await db.insert(staffSessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now, expiresAt, kind });
      return { token, tokenHash, expiresAt };
    },

    async resolve(token) {
      // A real token is 43 base64url characters; anything else is not worth a lookup.
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const tokenHash = hashToken(token);
      const now = clock.now().getTime();
      const cached = cache.get(tokenHash);
      if (cached && now - cached.cachedAt < settings.cacheMs && now >= cached.cachedAt) {
        if (now >= cached.expiresAt || now - cached.lastSeenAt >= settings.idleMs) {
          cache.delete(tokenHash);
          return null;
        }
        if (now - cached.lastSeenAt < LAST_SEEN_EVERY_MS) return { user: cached.user, tokenHash };
      }

      const [row] = await db
        .select({
          expiresAt: staffSessions.expiresAt,
          lastSeenAt: staffSessions.lastSeenAt,
          id: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), eq(staffUsers.active, true)));
      cache.delete(tokenHash);
      if (!row) return null;
      const expiresAt = row.expiresAt.getTime();
      let lastSeenAt = row.lastSeenAt.getTime();
      if (now >= expiresAt || now - lastSeenAt >= settings.idleMs) return null;
      if (now - lastSeenAt >= LAST_SEEN_EVERY_MS) {
        lastSeenAt = now;
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(staffSessions.tokenHash, tokenHash));
      }
      const user: TSessionUser = { id: row.id, email: row.email, name: row.name, role: row.role };
      remember(tokenHash, { user, expiresAt, lastSeenAt, cachedAt: now });
      return { user, tokenHash };
    },

    async revoke(tokenHash) {
      cache.delete(tokenHash);
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    async revokeAllOf(userId, except) {
      for (const [hash, entry] of cache) if (entry.user.id === userId && hash !== except) cache.delete(hash);
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(staffSessions.userId, userId),
            isNull(staffSessions.revokedAt),
            except === undefined ? undefined : ne(staffSessions.tokenHash, except),
          ),
        );
    },
  };
}
