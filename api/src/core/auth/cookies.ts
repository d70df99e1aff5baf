import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { clientAddress, isHttps } from '../security/request-origin';
import { SESSION_COOKIE, type OpenedSession } from './sessions';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https, ending with the session.
 * An embed session over https is `SameSite=None; Secure; Partitioned`: an integrator's page on another
 * site can send it, and because it is kept apart for that site (CHIPS) browsers that block third-party
 * cookies (Chromium in a fresh profile does) still keep it. Over plain http an embed works on the
 * portal's own site only (docs/embedding.md).
 */
export function setSessionCookie(c: Context, session: OpenedSession, kind: 'password' | 'embed' = 'password') {
  const secure = isHttps(c);
  const crossSite = kind === 'embed' && secure;
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: crossSite ? 'None' : 'Lax',
    secure,
    ...(crossSite ? { partitioned: true } : {}),
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}

// The caller's address and scheme as the transport layer sees them (TRUST_PROXY-aware).
export { clientAddress, isHttps };
