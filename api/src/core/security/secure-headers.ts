import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy, dataContentSecurityPolicy } from './content-security-policy';
import { isHttps } from './request-origin';
import type { TransportSettings } from './transport-settings';

/** Half a year; no includeSubDomains: other hosts of the company's domain are not the portal's to decide. */
const HSTS = 'max-age=15552000';

/** A JSON answer (API data and errors): what the lean set of headers is for. */
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

const noNext = async () => undefined;

/**
 * hono's secure-headers on every response (API, pages and static files), in two sets by what the answer
 * is (docs/security.md, "Security headers"):
 * - every answer: X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin
 *   (unless the handler set its own), Cross-Origin-Opener-Policy: same-origin, X-Frame-Options:
 *   SAMEORIGIN unless embedding origins are configured (frame-ancestors then names them; the header
 *   cannot), Cross-Origin-Resource-Policy (same-origin on /api, cross-origin on static files, which
 *   embedding pages on other origins load as scripts), Strict-Transport-Security only on a request that
 *   arrived over https, and a Content-Security-Policy;
 * - pages, files and downloads (anything but JSON): the page policy (content-security-policy.ts; the
 *   shell's page adds the registry's remote origins) and the headers that only concern a document
 *   (Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 *   X-XSS-Protection);
 * - JSON answers: `default-src 'none'` with the same frame-ancestors instead, and none of the document's
 *   headers: ~470 bytes fewer on every API answer. A JSON body is never rendered as a document (nosniff).
 */
export function securityHeaders(settings: TransportSettings): MiddlewareHandler {
  const options = {
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    xFrameOptions: settings.embedAllowedOrigins.length === 0 ? 'SAMEORIGIN' : false,
  } as const;
  const documentHeaders = secureHeaders(options);
  const dataHeaders = secureHeaders({
    ...options,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const frameAncestors = settings.embedAllowedOrigins;
  const basePolicy = contentSecurityPolicy({ frameAncestors });
  const dataPolicy = dataContentSecurityPolicy({ frameAncestors });
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
    await next();
    const headers = c.res.headers;
    // A page that asks for a stricter Referrer-Policy keeps it (the customer's page: no-referrer, its token
    // in the address must not travel on to a page it links to).
    const own = headers.get('Referrer-Policy');
    const data = JSON_TYPE.test(headers.get('Content-Type') ?? '');
    await (data ? dataHeaders : documentHeaders)(c, noNext);
    if (own) headers.set('Referrer-Policy', own);
    if (!headers.has('Content-Security-Policy'))
      headers.set('Content-Security-Policy', data ? dataPolicy : policyFor(c.get('cspRemoteOrigins')));
    headers.set('Cross-Origin-Resource-Policy', c.req.path.startsWith('/api/') ? 'same-origin' : 'cross-origin');
    if (isHttps(c)) headers.set('Strict-Transport-Security', HSTS);
  };
}
