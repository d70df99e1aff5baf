import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../core/db/database';
import type { Logger } from '../../../core/lib/logger';

/** A delivery worker beats this often… */
export const HEARTBEAT_MS = 1000;
/**
 * …and is dead once its last beat is this old: its chunks are taken over and its tries in flight
 * reconciled by a live process. With the takeover sweep every second, a dead process's work moves within
 * about 6–7 s of its last beat (the issue asked for 10 s). A live process's beat is a one-row upsert, so
 * only a process stalled for 5 s could be mistaken for dead.
 */
export const LEASE_MS = 5000;

export interface DeliveryWorker {
  /** This process's id on the tries it claims and the chunks it leases. */
  readonly id: string;
  /** Beats now and every HEARTBEAT_MS until `stop`. */
  start(): Promise<void>;
  /** Stops beating: after the lease, other processes take over whatever this one left. */
  stop(): void;
}

/** One per API process (the workflow engine's): the identity its sends are claimed under. */
export function createDeliveryWorker(db: Queryable, logger: Logger, id: string = randomUUID()): DeliveryWorker {
  let timer: NodeJS.Timeout | undefined;
  let beats = 0;
  const beat = async () => {
    await db.execute(sql`
      insert into delivery_workers (id) values (${id}::uuid)
      on conflict (id) do update set heartbeat_at = now()
    `);
    // Now and then, forget workers gone for a day (their tries were reconciled long ago).
    if (beats++ % 3600 === 0) await db.execute(sql`delete from delivery_workers where heartbeat_at < now() - interval '1 day'`);
  };
  return {
    id,
    async start() {
      if (timer) return;
      await beat();
      timer = setInterval(() => {
        beat().catch((error: unknown) =>
          logger.warn(`delivery worker heartbeat failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, HEARTBEAT_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
