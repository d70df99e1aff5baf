import type { Database } from '../db/database';
import { auditLog } from '../db/schema/staff';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';

export interface AuditRecord {
  userId: string | null;
  userEmail: string | null;
  action: string;
  target: string | null;
  outcome: 'success' | 'denied' | 'failed';
  status: number;
  detail: string | null;
}

export interface AuditRecorder {
  /** Writes the entry in the background; a failed write is logged and never fails the request. */
  record(entry: AuditRecord): void;
  /** Resolves once every entry recorded so far is written (tests, shutdown). */
  flush(): Promise<void>;
}

const DETAIL_MAX = 300;
const TARGET_MAX = 200;

/**
 * PostgreSQL text cannot hold NUL: a path id with `%00` in it would make the entry's insert fail and the
 * refusal go unrecorded. It is kept visible as `\0`.
 */
const storable = (text: string | null, max: number) => (text === null ? null : text.replaceAll('\u0000', '\\0').slice(0, max));

export function createAuditRecorder(db: Database, clock: Clock, logger: Logger): AuditRecorder {
  const pending = new Set<Promise<void>>();
  return {
    record(entry) {
      const write = db
        .insert(auditLog)
        .values({
          ...entry,
          at: clock.now(),
          action: storable(entry.action, 100)!,
          userEmail: storable(entry.userEmail, 320),
          target: storable(entry.target, TARGET_MAX),
          detail: storable(entry.detail, DETAIL_MAX),
        })
        .then(
          () => undefined,
          (error: unknown) => {
            // The reason only: never the statement's parameters.
            const reason = error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : 'unknown error';
            logger.error(`could not write the audit entry for ${entry.action}: ${reason}`);
          },
        )
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/**
 * A workflow the server started on its own (a schedule, a catch-up at start), recorded like a request's
 * start: nobody signed in did it, so the user is empty and the detail says which schedule.
 */
export function recordScheduledStart(
  audit: AuditRecorder,
  action: string,
  started: { execution: { id: string }; replayed: boolean },
  schedule: string,
): void {
  if (started.replayed) return;
  audit.record({
    userId: null,
    userEmail: null,
    action,
    target: started.execution.id,
    outcome: 'success',
    status: 202,
    detail: `started by the ${schedule}`,
  });
}
