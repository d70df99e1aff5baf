import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { createApp, type CreatedApp } from '../app';
import type { AppDeps } from '../app-deps';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { workflowExecutions } from '../db/schema/workflow-executions';
import type { ExecutionRow } from '../jobs/workflow-context';
import { silentLogger } from '../lib/logger';
import { startRuntime, type Runtime, type RuntimeOptions } from '../runtime';
import { templateImagePath } from './template-image';

export interface TestApp extends CreatedApp {
  deps: AppDeps;
  runtime: Runtime;
  database: DatabaseHandle;
  /** JSON request helper: `call('POST', '/api/x', body, headers)`. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Resolves with the first realtime event matching `match` (subscribe before triggering it). */
  nextEvent<T extends TRealtimeMessage['type']>(
    type: T,
    match?: (message: Extract<TRealtimeMessage, { type: T }>) => boolean,
  ): Promise<Extract<TRealtimeMessage, { type: T }>>;
  /** Resolves with the execution row once its run has finished (success or failed). */
  settled(executionId: string): Promise<ExecutionRow>;
  /** Empties every app table (not the queue's), so each test starts from nothing. */
  resetData(): Promise<void>;
  stop(): Promise<void>;
}

const EVENT_WAIT_MS = 20_000;

/** A fresh in-memory PGlite, from the migrated image global setup saved when there is one. */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<DatabaseHandle> {
  const image = templateImagePath();
  // A data directory that already holds a database is reopened as it is (a restart).
  const reopening = options.dataDir !== undefined && existsSync(join(options.dataDir, 'PG_VERSION'));
  const loadDataDir = !reopening && existsSync(image) ? new Blob([readFileSync(image)]) : undefined;
  return openPglite({ loadDataDir, dataDir: options.dataDir });
}

/** The real app over a real (in-memory) Postgres with its queue and workers running. */
export async function createTestApp(options: Partial<Omit<RuntimeOptions, 'database'>> & { database?: DatabaseHandle } = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const runtime = await startRuntime({
    logger: silentLogger,
    publicUrl: 'http://duesflow.test',
    ...options,
    database,
    engine: { sweepIntervalMs: 0, pollingIntervalSeconds: 0.5, ...options.engine },
    stopTimeoutMs: options.stopTimeoutMs ?? 5000,
  });
  const created = createApp(runtime.deps);
  const { app } = created;

  return {
    ...created,
    deps: runtime.deps,
    runtime,
    database,
    call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      }
      return Promise.resolve(app.request(path, init));
    },
    nextEvent(type, match) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          unsubscribe();
          reject(new Error(`no ${type} event within ${EVENT_WAIT_MS} ms`));
        }, EVENT_WAIT_MS);
        timer.unref();
        const unsubscribe = runtime.deps.bus.subscribe((message) => {
          if (message.type !== type) return;
          const typed = message as Extract<TRealtimeMessage, { type: typeof type }>;
          if (match && !match(typed)) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(typed);
        });
      });
    },
    async settled(executionId) {
      const read = async () =>
        (await database.db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId)))[0];
      let unsubscribe = () => {};
      const finished = new Promise<void>((resolve) => {
        unsubscribe = runtime.deps.bus.subscribe((message) => {
          if (message.type === 'workflow_completed' && message.data.executionId === executionId) resolve();
        });
      });
      try {
        const current = await read();
        if (!current) throw new Error(`no execution ${executionId}`);
        if (current.status === 'running') await finished;
        return (await read())!;
      } finally {
        unsubscribe();
      }
    },
    async resetData() {
      await database.db.execute(sql`
        truncate customers, invoices, payments, contact_attempts, messages, payment_links,
          workflow_executions, sync_logs cascade
      `);
    },
    stop: () => runtime.stop(),
  };
}
