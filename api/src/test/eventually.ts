/**
 * Asks `check` every 50 ms until it answers something other than `false` or `undefined`, and returns that
 * answer; for states only a poll can see (another process's connections, a job the queue wrote). Bounded by
 * time, not by a count of tries, so a slow machine gets the same 15 s as a fast one.
 */
export async function eventually<T>(what: string, check: () => Promise<T | false | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer !== false && answer !== undefined) return answer;
    if (Date.now() >= deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
