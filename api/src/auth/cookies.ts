import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { SESSION_COOKIE, type OpenedSession } from './sessions';

/** The request reached the API over https (a proxy's X-Forwarded-Proto is not trusted here). */
export function isHttps(c: Context): boolean {
  return c.req.url.startsWith('https:');
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https, ending with the session.
 * An embed session over https is SameSite=None, so an integrator's page on another site can send it.
 */
export function setSessionCookie(c: Context, session: OpenedSession, kind: 'password' | 'embed' = 'password') {
  const secure = isHttps(c);
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: kind === 'embed' && secure ? 'None' : 'Lax',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}

/** The caller's address for sign-in limits: the connection's peer. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
