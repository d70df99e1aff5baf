import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { settingsOf } from './transport-settings';

/** Headers a reverse proxy sets; believed only with TRUST_PROXY. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

/** A host as it may appear in a Host header: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The Node request behind `c` when served by @hono/node-server (also on a WebSocket upgrade). */
export function incomingOf(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return env?.incoming ?? env?.server?.incoming;
}

/**
 * The value our proxy added last: with a list (`a, b`), the earlier entries came from the client or from
 * proxies before ours and can say anything.
 */
function lastOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const last = value.split(',').pop()?.trim();
  return last || undefined;
}

/**
 * With TRUST_PROXY off, removes X-Forwarded-* and Forwarded from the request, so nothing downstream can
 * be steered by them. Reads Node's parsed headers first: most requests carry none and cost nothing.
 */
export function dropUntrustedForwarding(c: Context): void {
  if (settingsOf(c).trustProxy) return;
  const incoming = incomingOf(c);
  const present = incoming
    ? FORWARDING_HEADERS.some((name) => incoming.headers[name] !== undefined)
    : FORWARDING_HEADERS.some((name) => c.req.raw.headers.has(name));
  if (!present) return;
  for (const name of FORWARDING_HEADERS) c.req.raw.headers.delete(name);
}

/**
 * The origin (scheme://host[:port]) this request was sent to, as the server sees it: the Host header and
 * the connection's scheme, or with TRUST_PROXY the proxy's X-Forwarded-Host/Proto. Normalised the way
 * browsers write an Origin header (lower case, no default port).
 */
export function requestOrigin(c: Context): string {
  const { trustProxy } = settingsOf(c);
  const url = new URL(c.req.url);
  const incoming = incomingOf(c);
  let scheme = incoming
    ? (incoming.socket as { encrypted?: boolean } | undefined)?.encrypted
      ? 'https'
      : 'http'
    : url.protocol.slice(0, -1);
  let host = c.req.header('host') ?? url.host;
  if (trustProxy) {
    const forwardedProto = lastOf(c.req.header('x-forwarded-proto'))?.toLowerCase();
    if (forwardedProto === 'http' || forwardedProto === 'https') scheme = forwardedProto;
    host = lastOf(c.req.header('x-forwarded-host')) ?? host;
  }
  if (!HOST.test(host)) host = url.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** True when the request reached the portal over https (directly, or at the trusted proxy). */
export function isHttps(c: Context): boolean {
  if (settingsOf(c).trustProxy) {
    const forwardedProto = lastOf(c.req.header('x-forwarded-proto'))?.toLowerCase();
    if (forwardedProto === 'http' || forwardedProto === 'https') return forwardedProto === 'https';
  }
  const incoming = incomingOf(c);
  return incoming ? Boolean((incoming.socket as { encrypted?: boolean } | undefined)?.encrypted) : c.req.url.startsWith('https:');
}

/**
 * The client's address, for sign-in rate limits and the audit trail: the socket's peer, or with
 * TRUST_PROXY the address the proxy appended last to X-Forwarded-For. 'unknown' when neither is known
 * (a request made in-process).
 */
export function clientAddress(c: Context): string {
  if (settingsOf(c).trustProxy) {
    const forwarded = lastOf(c.req.header('x-forwarded-for'));
    if (forwarded && forwarded.length <= 64) return forwarded;
  }
  return incomingOf(c)?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Where customers open pay links: PUBLIC_URL when set, else the origin this request came to (X-Forwarded-*
 * only with TRUST_PROXY, so a forged header cannot point a link at another site).
 */
export function publicBaseUrl(c: Context, publicUrl: string | undefined): string {
  return publicUrl ?? requestOrigin(c);
}
