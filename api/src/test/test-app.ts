import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { ROLES, type TRole } from '@duesflow/shared-contracts/auth';
import { createApp, type CreatedApp, type CreateAppOptions } from '../core/app';
import type { AppDeps } from '../core/app-deps';
import { upsertAccount } from '../core/auth/accounts';
import { hashPassword } from '../core/auth/passwords';
import { SESSION_COOKIE } from '../core/auth/sessions';
import type { DatabaseHandle } from '../core/db/database';
import { openPglite } from '../core/db/pglite';
import { workflowExecutions } from '../core/db/schema/workflow-executions';
import type { ExecutionRow } from '../core/jobs/workflow-context';
import { silentLogger } from '../core/lib/logger';
import { startRuntime, type Runtime, type RuntimeOptions } from '../core/runtime';
import { fixtures } from './fixtures';
import { templateImagePath } from './template-image';

type Headers = Record<string, string>;

/** The staff accounts every test app has, one per role, all with TEST_PASSWORD. */
export const TEST_ACCOUNTS: Record<TRole, { email: string; name: string }> = {
  admin: { email: 'admin@duesflow.test', name: 'Test Admin' },
  collector: { email: 'collector@duesflow.test', name: 'Test Collector' },
  viewer: { email: 'viewer@duesflow.test', name: 'Test Viewer' },
};
export const TEST_PASSWORD = 'test-password-1234';
/** The origin `app.request('/api/…')` answers under: what a same-origin page sends as Origin. */
export const TEST_ORIGIN = 'http://localhost';

export interface TestApp extends CreatedApp {
  deps: AppDeps;
  runtime: Runtime;
  database: DatabaseHandle;
  /**
   * JSON request helper, signed in as the test admin from the app's own origin:
   * `call('POST', '/api/x', body, headers)`. A POST/PUT/PATCH/DELETE says `Content-Type:
   * application/json` even without a body, as the UI does; pass `'content-type': ''` to send none.
   * Headers given win over the defaults (e.g. another `origin` or `cookie`).
   */
  call(method: string, path: string, body?: unknown, headers?: Headers): Promise<Response>;
  /** The same as `call`, signed in as the test account of `role`. */
  callAs(role: TRole, method: string, path: string, body?: unknown, headers?: Headers): Promise<Response>;
  /** The same as `call` without a session cookie (still from the app's own origin). */
  callAnonymous(method: string, path: string, body?: unknown, headers?: Headers): Promise<Response>;
  /** The id of each role's test account. */
  userIds: Record<TRole, string>;
  /** `duesflow_session=…` of each role's test session, for a Cookie header. */
  cookies: Record<TRole, string>;
  /** `{ cookie, origin }` for a request made with `fetch` to a served instance (origin: its URL). */
  sessionHeaders(role?: TRole, origin?: string): Headers;
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
let testPasswordHash: Promise<string> | undefined;

/** Each role's test account (created or reset) and a fresh session for each. */
async function signInTestAccounts(deps: AppDeps) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await testPasswordHash;
  const userIds = {} as Record<TRole, string>;
  const cookies = {} as Record<TRole, string>;
  for (const role of ROLES) {
    userIds[role] = await upsertAccount(deps.db, { ...TEST_ACCOUNTS[role], role, password: TEST_PASSWORD }, hash);
    const session = await deps.sessions.open(userIds[role]);
    cookies[role] = `${SESSION_COOKIE}=${session.token}`;
  }
  return { userIds, cookies };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function createTestApp(
  options: Partial<Omit<RuntimeOptions, 'database'>> & { database?: DatabaseHandle; app?: CreateAppOptions } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const runtime = await startRuntime({
    logger: silentLogger,
    publicUrl: 'http://duesflow.test',
    ...options,
    database,
    engine: { sweepIntervalMs: 0, pollingIntervalSeconds: 0.5, ...options.engine },
    stopTimeoutMs: options.stopTimeoutMs ?? 5000,
  });
  const created = createApp(runtime.deps, options.app);
  const { app } = created;
  const { userIds, cookies } = await signInTestAccounts(runtime.deps);

  const request = (cookie: string | undefined, method: string, path: string, body?: unknown, headers: Headers = {}) => {
    const origin = /^https?:\/\//.test(path) ? new URL(path).origin : TEST_ORIGIN;
    const merged: Headers = { origin };
    if (cookie) merged.cookie = cookie;
    if (BODY_METHODS.has(method.toUpperCase())) merged['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(headers)) merged[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(merged)) if (value === '') delete merged[name];
    const init: RequestInit = { method, headers: merged };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(app.request(path, init));
  };

  return {
    ...created,
    deps: runtime.deps,
    runtime,
    database,
    userIds,
    cookies,
    call: (method, path, body, headers) => request(cookies.admin, method, path, body, headers),
    callAs: (role, method, path, body, headers) => request(cookies[role], method, path, body, headers),
    callAnonymous: (method, path, body, headers) => request(undefined, method, path, body, headers),
    sessionHeaders: (role = 'admin', origin = TEST_ORIGIN) => ({ cookie: cookies[role], origin }),
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
      const read = async () => (await database.db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId)))[0];
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

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * A test file's app: created before its tests, with `fixtures` over its database, handed to `ready`
 * (`useTestApp((app) => ({ t, make } = app))`), stopped after them, and emptied before each test unless
 * `resetEach` is false.
 */
export function useTestApp(
  ready: (app: { t: TestApp; make: Fixtures }) => void,
  options: Parameters<typeof createTestApp>[0] = {},
  { resetEach = true }: { resetEach?: boolean } = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    ready({ t: app, make: fixtures(app.deps.db) });
  });
  afterAll(() => app?.stop());
  if (resetEach) beforeEach(() => app!.resetData());
}
