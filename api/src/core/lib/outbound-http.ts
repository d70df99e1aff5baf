import { STATUS_CODES } from 'node:http';

/** How long one request to an external store may take before it counts as unreachable. */
export const STORE_TIMEOUT_MS = 10_000;

export function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms = STORE_TIMEOUT_MS): Promise<T> {
  return work(AbortSignal.timeout(ms));
}

/** Network error codes in words staff can act on (the code itself goes to no screen). */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is the server running and the port right?)',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was closed',
  ETIMEDOUT: 'no answer within 10 seconds',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate cannot be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host name',
  UND_ERR_CONNECT_TIMEOUT: 'no answer within 10 seconds',
  UND_ERR_HEADERS_TIMEOUT: 'no answer within 10 seconds',
  UND_ERR_SOCKET: 'the connection was closed',
};

/** A network failure as readable text: the code (ECONNREFUSED, ENOTFOUND, …) mapped to words, never the library's message. */
export function readableNetworkError(code: string | undefined, fallback: string): string {
  if (code) return NETWORK_REASONS[code] ?? 'the network failed';
  if (/timeout|timed out/i.test(fallback)) return 'no answer within 10 seconds';
  return 'the network failed';
}

/** fetch reports "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND, ...) in `cause`. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if ((error as Error)?.name === 'TimeoutError') return 'no answer within 10 seconds';
  return readableNetworkError(cause?.code, cause?.message ?? (error instanceof Error ? error.message : String(error)));
}

/**
 * A target's error answer summarised by its status alone ("401 Unauthorized"): its body is never
 * shown, stored or logged, since a target may echo the credentials or the request back (docs/secrets.md).
 */
export function statusSummary(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? 'Error'}`;
}

/** A store URL as messages show it: scheme, host and path, without credentials or query. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'the configured URL';
  }
}
