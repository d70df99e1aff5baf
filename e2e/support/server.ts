import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_ENV } from './auth';

export const repoRoot = join(__dirname, '..', '..');

/**
 * Ports for the suite's servers come from below the ephemeral range (32768+ on Linux, 49152+ elsewhere),
 * never from the kernel's `listen(0)`: a port found free there is closed again before the API listens on
 * it a second or two later, and meanwhile anything on the machine (the other jest worker's next portal,
 * another test run) can be handed the same port. Here nothing is handed out by the kernel, and each jest
 * worker takes only its own ports (those equal to its number modulo PORT_STRIDE), starting at a random one.
 */
const PORT_RANGE = { first: 10_000, last: 32_000 } as const;
const PORT_STRIDE = 8;
let nextPort: number | undefined;

export async function freePort(): Promise<number> {
  const lane = (Number(process.env.JEST_WORKER_ID ?? 1) - 1) % PORT_STRIDE;
  const slots = Math.floor((PORT_RANGE.last - PORT_RANGE.first) / PORT_STRIDE);
  nextPort ??= Math.floor(Math.random() * slots);
  for (let tried = 0; tried < slots; tried += 1) {
    const port = PORT_RANGE.first + (nextPort++ % slots) * PORT_STRIDE + lane;
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}`);
}

/** Whether `port` can be listened on as the API does (every address, IPv4 and IPv6). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export function buildPortal(): void {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the portal failed');
}

export type RunningPortal = { baseUrl: string; process: ChildProcess; dataDir: string; port: number };

/** Where the global setup leaves the seeded template database (see `createTemplate`). */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/**
 * A new data directory for one portal: a copy of the seeded template database when the global setup
 * made one (a copy is ready at once; seeding and pg-boss's schema are already done), otherwise empty
 * (the API seeds the demo data itself on its first start).
 */
export function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the API (which serves the portal) on its own port and database directory: the compiled
 * api/dist/server.js that `npm start` runs (buildPortal builds it when stale). Without a `dataDir`, it
 * runs on a fresh copy of the template database.
 */
export async function startPortal(options: { port?: number; dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningPortal> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir();
  const child = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: repoRoot,
    // Every portal has the e2e admin (support/auth); a test may still override it.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...E2E_ADMIN_ENV, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never outlives the test run: a file that fails before its afterAll (or a crashed run) must neither
  // keep jest from exiting nor leave an API holding a port; the child is killed when this process exits.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  child.unref();
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopPortal({ process: child }, options.dataDir ? undefined : dataDir);
    throw error;
  }
  return { baseUrl, process: child, dataDir, port };
}

/**
 * Seeds one database for the whole browser suite: an API started on an empty directory seeds the demo
 * data and installs its queue, then stops cleanly (its files flushed). Every portal starts on a copy.
 */
export async function createTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-e2e-template-'));
  try {
    await stopPortal(await startPortal({ dataDir, env: { LOG_LEVEL: 'warn' } }));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API at ${baseUrl} did not become healthy in time`);
}

export async function stopPortal(portal: Pick<RunningPortal, 'process'>, removeData?: string): Promise<void> {
  const child = portal.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timeout);
  }
  if (removeData) rmSync(removeData, { recursive: true, force: true });
}
