import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from './content-security-policy';
import { isHttps } from './request-origin';
import type { TransportSettings } from './transport-settings';

/** Half a year; no includeSubDomains: other hosts of the company's domain are not the portal's to decide. */
const HSTS = 'max-age=15552000';

/**
 * hono's secure-headers on every response (API, pages and static files):
 * - Content-Security-Policy (content-security-policy.ts); the shell's page adds the registry's remote origins;
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin (unless the handler set its own),
 *   Cross-Origin-Opener-Policy: same-origin, X-Frame-Options: SAMEORIGIN unless embedding origins are
 *   configured (frame-ancestors then names them; the header cannot);
 * - Cross-Origin-Resource-Policy: same-origin on /api, cross-origin on static files, which embedding
 *   pages on other origins load as scripts;
 * - Strict-Transport-Security only on a request that arrived over https.
 */
export function securityHeaders(settings: TransportSettings): MiddlewareHandler {
  const common = secureHeaders({
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    xFrameOptions: settings.embedAllowedOrigins.length === 0 ? 'SAMEORIGIN' : false,
  });
  const frameAncestors = settings.embedAllowedOrigins;
  const basePolicy = contentSecurityPolicy({ frameAncestors });
  const withRemotes = new Map<string, string>();
  const policyFor = (remoteOrigins: readonly string[] | undefined) => {
    if (!remoteOrigins || remoteOrigins.length === 0) return basePolicy;
    const key = remoteOrigins.join(' ');
    let policy = withRemotes.get(key);
    if (!policy) {
      policy = contentSecurityPolicy({ remoteOrigins, frameAncestors });
      // A registry rewritten again and again must not grow this without bound.
      if (withRemotes.size > 50) withRemotes.clear();
      withRemotes.set(key, policy);
    }
    return policy;
  };

  return async (c, next) => {
    // A page that asks for a stricter Referrer-Policy keeps it (the customer's page: no-referrer, its token
    // in the address must not travel on to a page it links to).
    let own: string | null = null;
    await common(c, async () => {
      await next();
      own = c.res.headers.get('Referrer-Policy');
    });
    const headers = c.res.headers;
    if (own) headers.set('Referrer-Policy', own);
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policyFor(c.get('cspRemoteOrigins')));
    headers.set('Cross-Origin-Resource-Policy', c.req.path.startsWith('/api/') ? 'same-origin' : 'cross-origin');
    if (isHttps(c)) headers.set('Strict-Transport-Security', HSTS);
  };
}
