import { sql } from 'drizzle-orm';
import type { Queryable } from '../../core/db/database';
import { silentLogger } from '../../core/lib/logger';
import { openTestDatabase } from '../../test/test-app';
import { createReadModel } from '../collections';
import { ANALYTICS_RECHECK_MS, createAnalyticsCache } from './cache';

/** A database that answers the version query with `sequences.analytics` and counts how often it was asked. */
function fakeDb(sequences: { analytics: number }) {
  const db = {
    asked: 0,
    async execute() {
      db.asked += 1;
      return { rows: [{ ledger: '1', executions: '1', analytics: String(sequences.analytics), reload: '1' }] };
    },
  };
  return db;
}

describe('the analytics cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory without asking the database, and computes again on a change heard', async () => {
    let heard = 0;
    const sequences = { analytics: 1 };
    const db = fakeDb(sequences);
    const cache = createAnalyticsCache({ changesHeard: () => heard });
    let computed = 0;
    const compute = async () => ({ run: (computed += 1) });
    const now = new Date('2026-03-15T06:30:00Z');
    const get = () => cache.get(db as unknown as Queryable, 'summary:30d', now, compute);

    const first = await get();
    expect(await get()).toBe(first);
    expect(await get()).toBe(first);
    expect({ computed, asked: db.asked }).toEqual({ computed: 1, asked: 1 });

    // A notification (this process's write or another's): computed again, no version query.
    heard += 1;
    expect(await get()).toEqual({ run: 2 });
    expect(db.asked).toBe(1);
    // A realtime message too.
    cache.heard();
    expect(await get()).toEqual({ run: 3 });

    // Nothing heard for the recheck bound: the sequences are read once more, and a moved one counts.
    sequences.analytics = 2;
    const later = Date.now() + ANALYTICS_RECHECK_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(await get()).toEqual({ run: 4 });
    expect(await get()).toEqual({ run: 4 });
    expect(db.asked).toBe(2);
  });

  it('hears a message, a provider attempt or a payment link written anywhere: migration 0033 notifies', async () => {
    const handle = await openTestDatabase();
    const reads = createReadModel(handle, silentLogger);
    try {
      await reads.start();
      const before = reads.changesHeard();
      // As another API process would write it: plain SQL, no realtime message in this one.
      await handle.db.execute(
        sql`insert into messages (channel, "to", body, provider, idempotency_key) values ('sms', '+919800000001', 'hi', 'sandbox', 'cache-test-1')`,
      );
      expect(reads.changesHeard()).toBeGreaterThan(before);
    } finally {
      await reads.stop();
      await handle.close();
    }
  });
});
