import type { MiddlewareHandler } from 'hono';
import { INVALID_UTF8, UNSUPPORTED_MEDIA_TYPE, hasAcceptedContentType, isInvalidUtf8Body, limitBodySize } from './body-rules';
import { CROSS_SITE_REQUEST, isAllowedOrigin } from './origin-check';
import { dropUntrustedForwarding } from './request-origin';
import { securityHeaders } from './secure-headers';
import type { TransportSettings } from './transport-settings';

/**
 * The first layer of every request: records how this app sees requests (TRUST_PROXY, PUBLIC_URL,
 * embedding origins), removes X-Forwarded-* unless a proxy is trusted, and puts the security headers on
 * whatever answers (errors and 401s included).
 */
export function transportLayer(settings: TransportSettings): MiddlewareHandler {
  const headers = securityHeaders(settings);
  return (c, next) => {
    c.set('transport', settings);
    dropUntrustedForwarding(c);
    return headers(c, next);
  };
}

/**
 * Checks of every state-changing /api request, in order, as one layer: a trusted origin (403), a JSON
 * content type for a body (415), a body within its limit, counted while it streams in (413), and UTF-8
 * (400).
 */
export const requestChecks: MiddlewareHandler = async (c, next) => {
  if (!isAllowedOrigin(c)) return c.json(CROSS_SITE_REQUEST, 403);
  if (!(await hasAcceptedContentType(c))) return c.json(UNSUPPORTED_MEDIA_TYPE, 415);
  return limitBodySize(c, async () => {
    // Set on c.res: the body limit does not pass an answer back when it counts a streamed body.
    if (await isInvalidUtf8Body(c)) c.res = c.json(INVALID_UTF8, 400);
    else await next();
  });
};
