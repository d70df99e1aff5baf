import type { Context, MiddlewareHandler } from 'hono';
import type { TApiError } from '@duesflow/shared-contracts/common';
import { requestOrigin } from './request-origin';
import { settingsOf } from './transport-settings';

export const CROSS_SITE_REQUEST: TApiError = {
  error: 'cross_site_request',
  message: 'Requests from other sites are refused.',
};

/** The methods that change state; a GET, HEAD or OPTIONS never passes through the check. */
export const STATE_CHANGING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

function normalisedOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser page may make this request with the staff member's cookie:
 * - with an Origin header: it is the request's own origin, PUBLIC_URL's, or one in EMBED_ALLOWED_ORIGINS
 *   (or the browser itself says `Sec-Fetch-Site: same-origin`, e.g. behind a proxy that rewrites Host);
 * - without one: `Sec-Fetch-Site` must not say the request came from another site;
 * - with neither (curl, a server, a test client): allowed, a forged request needs a victim's browser.
 * Used for state-changing /api requests and for the /ws upgrade.
 */
export function isAllowedOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
  if (origin !== undefined) {
    const claimed = normalisedOrigin(origin);
    if (claimed) {
      const settings = settingsOf(c);
      if (claimed === requestOrigin(c) || claimed === settings.publicOrigin || settings.embedAllowedOrigins.includes(claimed)) {
        return true;
      }
    }
    // "null" (a sandboxed frame, a redirected form) or another site: only the browser's own verdict helps.
    return fetchSite === 'same-origin';
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}

/** 403 `cross_site_request` for a state-changing request from a page the portal does not trust. */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  if (!isAllowedOrigin(c)) return c.json(CROSS_SITE_REQUEST, 403);
  await next();
};
