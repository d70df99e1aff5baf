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
};

/** A network failure as readable text: the code (ECONNREFUSED, ENOTFOUND, …) mapped to words. */
export function readableNetworkError(code: string | undefined, fallback: string): string {
  if (code) return NETWORK_REASONS[code] ?? 'the network failed';
  return /^E[A-Z_]+$|fetch failed/.test(fallback) ? 'the network failed' : fallback;
}

/** fetch reports "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND, ...) in `cause`. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if ((error as Error)?.name === 'TimeoutError') return 'no answer within 10 seconds';
  return readableNetworkError(cause?.code, cause?.message ?? (error instanceof Error ? error.message : String(error)));
}

/** An error body as readable text: a JSON body's message (or error), else the text, at most 200 characters. */
export function readableBody(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown; msg?: unknown };
    const error = parsed?.error as { message?: unknown } | string | undefined;
    const text = parsed?.message ?? parsed?.msg ?? (typeof error === 'object' ? error?.message : error);
    if (typeof text === 'string' && text.trim()) return text.trim().slice(0, 200);
  } catch {
    // not JSON: the text as it is
  }
  return body.slice(0, 200);
}

