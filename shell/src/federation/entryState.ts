/**
 * What the page knows about each remote's remoteEntry.js. Shared by the runtime plugin (which records)
 * and the screen loader (which decides how Retry recovers).
 *
 * The federation runtime cannot run a remote's entry a second time in one page: the remote's modules
 * (its store slice, its listeners) would exist twice. So once an entry has run, Retry only asks the
 * runtime again (a failed chunk is fetched anew); before that, Retry re-registers the remote and
 * fetches manifest and entry afresh, the entry under a new query so a request that hung is not reused.
 */
const executed = new Set<string>();
const attempts = new Map<string, number>();

export function markEntryExecuted(remoteName: string): void {
  executed.add(remoteName);
}

export function hasEntryExecuted(remoteName: string): boolean {
  return executed.has(remoteName);
}

/** Called before a fresh attempt at a remote whose entry never ran. */
export function nextEntryAttempt(remoteName: string): void {
  attempts.set(remoteName, (attempts.get(remoteName) ?? 0) + 1);
}

/** remoteEntry.js's URL for the current attempt: unchanged the first time, `?attempt=N` after. */
export function entryUrlForAttempt(remoteName: string | undefined, url: string): string {
  const attempt = remoteName ? (attempts.get(remoteName) ?? 0) : 0;
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}
