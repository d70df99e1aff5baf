/**
 * Time bounds of everything the shell fetches for a remote (manifest, routes.json, remoteEntry.js and
 * chunks): a fetch that does not answer within 10 s fails, and a screen's whole load gives up after
 * 12 s, so a hanging server always ends in the error panel well within 15 s.
 */
export const REMOTE_FETCH_TIMEOUT_MS = 10_000;
export const SCREEN_LOAD_TIMEOUT_MS = 12_000;

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms / 1000} s`);
    this.name = 'TimeoutError';
  }
}

/** Runs `work` with an abort signal that fires after `ms`; rejects with a TimeoutError then. */
export async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  what: string,
  outer?: AbortSignal | null,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new TimeoutError(what, ms));
      reject(new TimeoutError(what, ms));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}
