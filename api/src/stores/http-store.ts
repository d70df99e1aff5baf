/** How long one request to an external store may take before it counts as unreachable. */
export const STORE_TIMEOUT_MS = 10_000;

export function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms = STORE_TIMEOUT_MS): Promise<T> {
  return work(AbortSignal.timeout(ms));
}

/** fetch reports "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND, ...) in `cause`. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if ((error as Error)?.name === 'TimeoutError') return 'no answer within 10 seconds';
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
