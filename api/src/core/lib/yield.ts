import { setImmediate } from 'node:timers/promises';

/** Iterations of a long synchronous loop between two turns of the event loop. */
export const YIELD_EVERY = 250;

/**
 * Lets waiting requests run in the middle of a long loop (planning a 10,000-recipient send fills and
 * checks every message in JavaScript): call it each iteration; every {@link YIELD_EVERY}th call waits
 * for one turn of the event loop, the others cost nothing.
 */
export function yieldEvery(): (index: number) => Promise<void> | undefined {
  return (index) => (index > 0 && index % YIELD_EVERY === 0 ? setImmediate().then(() => undefined) : undefined);
}
