import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per API process that sends (docs/sending.md, "Exactly once across a crash"): it beats every
 * couple of seconds; a worker whose beat is older than the lease is dead, and any other process takes
 * over its chunks and reconciles its tries in flight. Times are the database's, so processes on several
 * machines agree.
 */
export const deliveryWorkers = pgTable('delivery_workers', {
  id: uuid().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which worker runs which chunk job right now: a dead worker's chunks are taken over at once. */
export const sendChunkLeases = pgTable('send_chunk_leases', {
  jobId: uuid().primaryKey(),
  workerId: uuid().notNull(),
  executionId: uuid().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A provider's sending pace, shared by every process (docs/sending.md, "Provider throughput"): the next
 * free slot on its clock. A batch reserves its slots with one UPDATE that moves `nextAt` on by n / rate;
 * a vendor's 429 pushes it past the vendor's Retry-After.
 */
export const providerPace = pgTable('provider_pace', {
  /** A stored provider is one account or one WhatsApp number: one pace each. */
  providerId: uuid().primaryKey(),
  nextAt: timestamp({ withTimezone: true, precision: 6 }).notNull().defaultNow(),
  /** 429s seen, for the logs. */
  throttled: integer().notNull().default(0),
});
