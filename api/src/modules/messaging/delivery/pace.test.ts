import type { Queryable } from '../../../core/db/database';
import { reserveSlotTimes, spacingMs } from './pace';

/**
 * A database whose answer to the pace's upsert arrives late (a connection busy with another statement,
 * a busy event loop): the first slot is `untilMs` from the database's clock, less the reserved span.
 */
function slowPace(untilMs: number, delayMs: number) {
  const seen = { answeredAt: 0 };
  const db = {
    execute: () =>
      new Promise((resolve) =>
        setTimeout(() => {
          seen.answeredAt = performance.now();
          resolve({ rows: [{ until_ms: untilMs }] });
        }, delayMs),
      ),
  } as unknown as Queryable;
  return { db, seen };
}

describe('reserveSlotTimes', () => {
  it('counts the first slot from when the answer arrived, so a slow answer never places a slot early', async () => {
    const rate = 10;
    const { db, seen } = slowPace(5_000, 60);
    const slots = await reserveSlotTimes(db, 'provider', rate, 3);
    const first = 5_000 - 3 * spacingMs(rate);
    // Counted from before the statement, the first slot would be 60 ms (the answer's delay) earlier.
    expect(slots[0]! - first).toBeGreaterThanOrEqual(seen.answeredAt);
    expect(slots[1]! - slots[0]!).toBeCloseTo(spacingMs(rate), 6);
    expect(slots[2]! - slots[1]!).toBeCloseTo(spacingMs(rate), 6);
  });

  it('answers slots from now when the pace is free', async () => {
    const rate = 80;
    const { db, seen } = slowPace(2 * spacingMs(rate), 20);
    const slots = await reserveSlotTimes(db, 'provider', rate, 2);
    expect(slots[0]).toBeGreaterThanOrEqual(seen.answeredAt);
    expect(slots[1]! - slots[0]!).toBeCloseTo(spacingMs(rate), 6);
  });
});
