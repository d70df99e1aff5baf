import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { clearSessionCookie, clientAddress, setSessionCookie } from '../../../core/auth/cookies';
import { loginRetryAfter, recordLoginAttempt, retryAfterText } from '../../../core/auth/login-limits';
import { decoyHash, verifyPassword } from '../../../core/auth/passwords';
import { hashToken } from '../../../core/auth/sessions';
import { embedTokens, staffUsers } from '../../../core/db/schema/staff';
import type { AppRouteHandler } from '../../../core/lib/create-router';
import type * as routes from './auth.routes';

const INVALID_CREDENTIALS: TApiError = { error: 'invalid_credentials', message: 'Email or password is incorrect.' };

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { deps } = c.var;
  const { email, password } = c.req.valid('json');
  const address = clientAddress(c);
  const now = deps.clock.now();
  c.set('auditTarget', email);

  const retryAfter = await loginRetryAfter(deps.db, email, address, now);
  if (retryAfter > 0) {
    // Refused before the password is looked at, and not counted: waiting it out is all that helps.
    c.header('Retry-After', String(retryAfter));
    return c.json({ error: 'too_many_attempts', message: retryAfterText(retryAfter) }, 429);
  }

  const [user] = await deps.db.select().from(staffUsers).where(eq(staffUsers.email, email));
  // An unknown email costs the same hashing as a wrong password, and gets the same answer.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  const signedIn = matches && user !== undefined && user.active;
  await recordLoginAttempt(deps.db, email, address, signedIn, now);
  if (!signedIn) return c.json(INVALID_CREDENTIALS, 401);

  const session = await deps.sessions.open(user.id, 'password');
  await deps.db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, user.id));
  setSessionCookie(c, session);
  const sessionUser: TSessionUser = { id: user.id, email: user.email, name: user.name, role: user.role };
  c.set('user', sessionUser);
  return c.json(sessionUser, 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const hash = c.var.sessionTokenHash;
  if (hash) await c.var.deps.sessions.revoke(hash);
  clearSessionCookie(c);
  return c.body(null, 204);
};

export const me: AppRouteHandler<typeof routes.me> = async (c) => {
  // The guard lets no request without a user through to here.
  return c.json(c.var.user!, 200);
};

export const embedToken: AppRouteHandler<typeof routes.embedToken> = async (c) => {
  const { deps } = c.var;
  const ttlSeconds = (c.req.valid('json') as { ttlSeconds?: number }).ttlSeconds ?? 120;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + ttlSeconds * 1000);
  await deps.db.insert(embedTokens).values({ tokenHash: hashToken(token), userId: c.var.user!.id, expiresAt });
  return c.json({ token, expiresAt: expiresAt.toISOString() }, 201);
};

export function embedSession(embedOrigins: () => readonly string[]): AppRouteHandler<typeof routes.embedSession> {
  return async (c) => {
    const { deps } = c.var;
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    if (!origin || (origin !== own && !embedOrigins().includes(origin))) {
      return c.json({ error: 'cross_site_request', message: 'Requests from other sites are refused.' }, 403);
    }
    const { token } = c.req.valid('json');
    const now = deps.clock.now();
    // Used up in the same statement that finds it: a token opens one session, even when raced.
    const [used] = await deps.db
      .update(embedTokens)
      .set({ usedAt: now })
      .where(and(eq(embedTokens.tokenHash, hashToken(token)), isNull(embedTokens.usedAt), gt(embedTokens.expiresAt, now)))
      .returning({ userId: embedTokens.userId });
    const [user] = used ? await deps.db.select().from(staffUsers).where(eq(staffUsers.id, used.userId)) : [];
    if (!user || !user.active) {
      return c.json({ error: 'invalid_token', message: 'The embed token is unknown, used or expired.' }, 401);
    }
    const session = await deps.sessions.open(user.id, 'embed');
    setSessionCookie(c, session, 'embed');
    const sessionUser: TSessionUser = { id: user.id, email: user.email, name: user.name, role: user.role };
    c.set('user', sessionUser);
    return c.json(sessionUser, 200);
  };
}
