import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EXECUTION_STATUSES, TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { TRunSkips } from '@duesflow/shared-contracts/send-guards';
import { staffUsers } from './staff';

export type TExecutionStatus = (typeof EXECUTION_STATUSES)[number];

export const workflowExecutions = pgTable(
  'workflow_executions',
  {
    id: uuid().primaryKey().defaultRandom(),
    workflowType: text().$type<TWorkflowType>().notNull(),
    workflowName: text().notNull(),
    status: text().$type<TExecutionStatus>().notNull().default('running'),
    /** The request's Idempotency-Key (or a random one): the same key never starts a second run. */
    idempotencyKey: text().notNull().unique(),
    /** What the run was asked to do, as validated from the request. */
    input: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * SHA-256 of who asked, which workflow and the canonical JSON of the validated body: a reused
     * Idempotency-Key must carry the same request, and a start without a key finds the same request's
     * run of the last 10 minutes by it (docs/sending.md). Null on runs started before it was kept.
     */
    requestHash: text(),
    /** The member of staff who started the run; null for the system (schedules) or before sign-in. */
    startedBy: uuid().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who the run did not contact and why (counts per reason and the first few recipients). */
    skipped: jsonb().$type<TRunSkips>(),
    summary: text(),
    error: text(),
    /**
     * A bulk send's plan, written once every message of the run is queued: how many recipients and what
     * the summary needs besides the counts (docs/sending.md). Null for runs that send in one job.
     */
    plan: jsonb().$type<{ total: number; note: Record<string, unknown> }>(),
    /** Recipients the run messaged or called (sent or failed); 0 when it contacted nobody, null when it contacts no one by design. */
    contacted: integer(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('workflow_executions_started_idx').on(table.startedAt),
    index('workflow_executions_status_idx').on(table.status),
    index('workflow_executions_request_idx').on(table.requestHash, table.startedAt),
    check('workflow_executions_status_check', sql`${table.status} in ('running', 'success', 'failed')`),
  ],
);
