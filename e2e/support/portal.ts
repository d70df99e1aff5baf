/**
 * Every browser test file owns its data: `usePortal()` starts a portal of the file's own (the built API
 * serving the built screens) on a fresh copy of the seeded template database, on a free port, before
 * the file's tests, and stops it and deletes its data afterwards. Nothing another file does (a run
 * that contacts everyone, a changed setting, a switched store) can change what this file sees.
 *
 *   const portal = usePortal();                                  // demo data, default settings
 *   const portal = usePortal({ env: { EMBED_ALLOWED_ORIGINS: … } });
 *   const portal = usePortal({ env: () => ({ TALLY_URL: standIn.url }) });  // read when it starts
 *
 *   test('…', async () => {
 *     const { page } = await newPage(browser.get(), portal);     // signed in (support/auth)
 *     const { page } = await newPage(browser.get(), portal, { signedIn: false });   // the login page
 *     await page.goto(portal.url('/customers'));
 *     const customers = await portal.api<Customer[]>('/api/customers/airtable');   // signed in as the e2e admin
 *   });
 *
 * Call it at the top level of the file (it registers `beforeAll`/`afterAll`). An `env` function is
 * called in that `beforeAll`, after any `beforeAll` declared above it, so a stand-in server started
 * there can be pointed at. Set E2E_BASE_URL to run the files that take the default portal against a
 * portal that is already running (they then share its data).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookie } from './auth';
import { newDataDir, startPortal, stopPortal, type RunningPortal } from './server';

export type PortalOptions = {
  /** Extra environment for the API (TALLY_URL, REMOTE_<NAME>_URL, EMBED_ALLOWED_ORIGINS, …). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** false: an empty database (no demo customers) instead of the template copy. */
  demoData?: boolean;
  /** How long starting may take (the first start on a busy machine). */
  startTimeoutMs?: number;
};

export interface Portal {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
  readonly port: number;
  /** The running API process (undefined against an external E2E_BASE_URL). */
  readonly running: RunningPortal | undefined;
  /** An absolute URL on this portal: `portal.url('/customers')`. */
  url(path: string): string;
  /**
   * GET (or any request) on this portal's API signed in as the e2e admin (from the portal's own
   * origin; a POST/PUT/PATCH/DELETE says Content-Type: application/json), failing on a non-2xx
   * answer, parsed as JSON. `anonymous: true` sends no session cookie.
   */
  api<T = unknown>(path: string, init?: RequestInit & { json?: unknown; anonymous?: boolean }): Promise<T>;
  /** `duesflow_session=…` of the e2e admin on this portal (signed in once, reused). */
  sessionCookie(): Promise<string>;
  /** Stops the API and starts it again on the same port and data (e.g. to test an outage). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function usePortal(options: PortalOptions = {}): Portal {
  // Read when the file loads: process.env is the file's own copy, so nothing leaks between files.
  const external = !options.env && options.demoData !== false ? process.env.E2E_BASE_URL : undefined;
  let running: RunningPortal | undefined;
  let port: number | undefined;
  let dataDir: string | undefined;
  let cookie: Promise<string> | undefined;

  const portal: Portal = {
    get baseUrl() {
      if (external) return external;
      if (port === undefined) throw new Error('The portal is not started yet: use it inside a test or a later beforeAll');
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return Number(new URL(portal.baseUrl).port);
    },
    get running() {
      return running;
    },
    url: (path) => new URL(path, portal.baseUrl).toString(),
    async sessionCookie() {
      cookie ??= sessionCookie(portal.baseUrl);
      try {
        return await cookie;
      } catch (error) {
        cookie = undefined;
        throw error;
      }
    },
    async api<T>(path: string, init: RequestInit & { json?: unknown; anonymous?: boolean } = {}) {
      const { json, anonymous, ...rest } = init;
      const method = (rest.method ?? (json === undefined ? 'GET' : 'POST')).toUpperCase();
      const headers: Record<string, string> = { Origin: new URL(portal.baseUrl).origin };
      if (method !== 'GET' && method !== 'HEAD') headers['Content-Type'] = 'application/json';
      if (!anonymous) headers.Cookie = await portal.sessionCookie();
      Object.assign(headers, rest.headers);
      const request: RequestInit = { ...rest, method, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
      const response = await fetch(portal.url(path), request);
      const text = await response.text();
      if (!response.ok) throw new Error(`${request.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async stop() {
      if (!running) return;
      await stopPortal(running);
      running = undefined;
    },
    async start() {
      if (external) return;
      const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
      running = await startPortal({
        port,
        dataDir,
        // Sends go out at any hour in tests (the default window, 09:00-21:00 IST, would hold them overnight).
        env: {
          SENDING_WINDOW: '00:00-24:00',
          CALL_WINDOW: '00:00-24:00',
          ...(options.demoData === false ? { SEED_DEMO_DATA: 'false' } : {}),
          ...env,
        },
      });
      port = running.port;
      dataDir = running.dataDir;
    },
  };

  beforeAll(async () => {
    if (external) return;
    dataDir = options.demoData === false ? mkdtempSync(join(tmpdir(), 'duesflow-e2e-empty-')) : newDataDir();
    await portal.start();
    // Code that still reads E2E_BASE_URL (support/browser's baseUrl()) sees this file's portal.
    process.env.E2E_BASE_URL = portal.baseUrl;
  }, options.startTimeoutMs ?? 180_000);

  afterAll(async () => {
    await portal.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return portal;
}
