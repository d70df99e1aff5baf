/**
 * Reads `read()` until `done(value)` holds and returns that value; fails with the last value read once
 * `timeout` has passed. For figures the API computes after an action (a workflow run, a webhook): wait for
 * the API first, then for the screen, so a screen check never races the work behind it.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 30_000, what = 'the value' }: { timeout?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} did not change as expected within ${timeout} ms; last read: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
