import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { rowsOf, type Queryable } from '../../../core/db/database';
import type { Logger } from '../../../core/lib/logger';
import { LEASE_MS } from './workers';

/** How often each process looks for a dead process's chunks. */
export const TAKEOVER_INTERVAL_MS = 1000;
/** A chunk job active this long without a lease was taken by a process that died before writing one. */
const UNLEASED_GRACE_MS = 10_000;

/** A chunk job as the sweep sees it: its run and its messages. */
export interface OrphanChunk {
  jobId: string;
  executionId: string;
  messageIds: string[];
}

/** The chunk job `jobId` runs on `workerId` now (one row, removed when it ends). */
export async function leaseChunk(db: Queryable, jobId: string, workerId: string | undefined, executionId: string): Promise<void> {
  if (!workerId) return;
  await db.execute(sql`
    insert into send_chunk_leases (job_id, worker_id, execution_id) values (${jobId}::uuid, ${workerId}::uuid, ${executionId}::uuid)
    on conflict (job_id) do update set worker_id = excluded.worker_id, started_at = now()
  `);
}

export async function releaseChunk(db: Queryable, jobId: string): Promise<void> {
  await db.execute(sql`delete from send_chunk_leases where job_id = ${jobId}::uuid`);
}

/**
 * Active chunk jobs of `queue` whose process is dead: leased to a worker that stopped beating, or never
 * leased although they started a while ago. pg-boss itself would only notice at the job's expiry (60 s).
 */
export async function deadChunks(db: Queryable, queue: string): Promise<OrphanChunk[]> {
  const rows = rowsOf<{ id: string; data: { executionId: string; messageIds: string[] } | string }>(
    await db.execute(sql`
      select j.id, j.data from pgboss.job j
      left join send_chunk_leases l on l.job_id = j.id
      where j.name = ${queue} and j.state = 'active'
        and (
          (l.job_id is null and j.started_on < now() - make_interval(secs => ${UNLEASED_GRACE_MS / 1000}))
          or (l.job_id is not null and not exists (
            select 1 from delivery_workers w where w.id = l.worker_id and w.heartbeat_at > now() - make_interval(secs => ${LEASE_MS / 1000})
          ))
        )
    `),
  );
  return rows.map((row) => {
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as { executionId: string; messageIds: string[] }) : row.data;
    return { jobId: String(row.id), executionId: data.executionId, messageIds: data.messageIds ?? [] };
  });
}

/**
 * Takes a dead process's chunks over: each is cancelled (pg-boss would retry it only after its expiry)
 * and whatever of its messages is still queued goes into a new chunk job, whose id derives from the dead
 * job's (two processes sweeping at once enqueue it once). The new chunk reconciles the dead process's
 * tries in flight from the vendors' records (deliver-message.ts) before sending anything.
 */
export function createTakeover(
  db: Queryable,
  boss: PgBoss,
  queue: string,
  logger: Logger,
  requeue: (chunk: OrphanChunk, queuedIds: string[]) => Promise<void>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const sweep = async (): Promise<number> => {
    const orphans = await deadChunks(db, queue);
    for (const chunk of orphans) {
      await boss.cancel(queue, chunk.jobId);
      const queued = chunk.messageIds.length
        ? rowsOf<{ id: string }>(
            await db.execute(sql`
              select id from messages where id = any(${sql.param(chunk.messageIds)}::uuid[]) and status = 'queued' order by id
            `),
          ).map((row) => String(row.id))
        : [];
      await requeue(chunk, queued);
      await releaseChunk(db, chunk.jobId);
      logger.info(`took over chunk ${chunk.jobId} of ${chunk.executionId} from a stopped process: ${queued.length} messages still to send`);
    }
    // Leases whose job is no longer running (its process stopped while pg-boss failed or retried it).
    await db.execute(sql`
      delete from send_chunk_leases l where l.started_at < now() - interval '1 minute'
        and not exists (select 1 from pgboss.job j where j.id = l.job_id and j.state = 'active')
    `);
    return orphans.length;
  };

  return {
    /** One sweep now (tests, and the timer). */
    sweep(): Promise<number> {
      running ??= sweep().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        this.sweep().catch((error: unknown) =>
          logger.warn(`chunk takeover sweep failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, TAKEOVER_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
