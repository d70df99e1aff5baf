/**
 * Start-up (issue 26): from spawning the API's process to its first answer of `/api/health`, the API as
 * `npm start` runs it (compiled under `npm run bench`), beside a bare Node HTTP server spawned and asked
 * the same way, A B A B, medians.
 *
 * - On existing data: PGlite on a copy of the run's data (at `--scale N`, the seeded folder), or the run's
 *   PostgreSQL database (the bench's own API stays up on it). After the health answer, the bench signs in
 *   and asks the first page of customers, as the first screen does: its time, and the memory of the API
 *   and of its database process then.
 * - On a new data folder (PGlite): an empty DATA_DIR with the demo data, so a first install; the memory
 *   of the database process right after.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiLaunch } from '../api-launch';
import { comparisonLines, freePort, interleaved, ms, type BenchContext, type BenchSection } from '../lib';

/** How often the bench asks while nothing answers yet. */
const POLL_MS = 5;
const API_ROOT = join(__dirname, '../..');

/** The API's `node` arguments: the compiled entry with `--enable-source-maps`, as `npm start` runs it. */
function apiArgs(): string[] {
  const { args } = apiLaunch();
  return args.length === 1 && args[0]!.endsWith('.js') ? ['--enable-source-maps', ...args] : args;
}

/** The reference: a bare Node HTTP server answering `/api/health`, nothing else loaded. */
const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

interface Started {
  child: ChildProcess;
  url: string;
  spawnedAt: number;
  /** Spawn → the first HTTP answer of any status. */
  firstAnswerMs: number;
  /** Spawn → the first 200 of `/api/health`. */
  healthyMs: number;
}

async function startAndWait(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let firstAnswerMs: number | undefined;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} while starting`);
      try {
        const response = await fetch(`${url}/api/health`);
        await response.arrayBuffer();
        firstAnswerMs ??= performance.now() - spawnedAt;
        if (response.ok) return { child, url, spawnedAt, firstAnswerMs, healthyMs: performance.now() - spawnedAt };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process and of its children (the database process), in MB. */
function residentMb(pid: number): { own: number; children: number } {
  const rssKb = (args: string[]) =>
    execFileSync('ps', ['-o', 'rss=', ...args], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((value) => value > 0)
      .reduce((sum, value) => sum + value, 0);
  let children = 0;
  try {
    children = rssKb(['--ppid', String(pid)]);
  } catch {
    // no child process (PostgreSQL)
  }
  return { own: rssKb(['-p', String(pid)]) / 1024, children: children / 1024 };
}

/** Signs in as the bench's admin (ADMIN_EMAIL/ADMIN_PASSWORD of its environment). */
async function signIn(url: string, env: Record<string, string>): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`);
  return cookie;
}

interface StartFigures {
  firstAnswerMs: number;
  healthyMs: number;
}

/** The bare server: spawn → first answer. */
async function bareStart(): Promise<StartFigures> {
  const started = await startAndWait(['-e', BARE_SERVER], {});
  await stop(started.child);
  return { firstAnswerMs: started.firstAnswerMs, healthyMs: started.healthyMs };
}

interface ExistingFigures extends StartFigures {
  /** The first page of customers: the request's own time, after signing in. */
  customersMs: number;
  /** Spawn → that page's rows received. */
  customersAtMs: number;
  apiMb: number;
  databaseMb: number;
}

async function apiStartOnExisting(env: Record<string, string>): Promise<ExistingFigures> {
  const started = await startAndWait(apiArgs(), env);
  try {
    const cookie = await signIn(started.url, env);
    const asked = performance.now();
    const response = await fetch(`${started.url}/api/customers?page=1&pageSize=50`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the first page of customers answered ${response.status}`);
    const customersMs = performance.now() - asked;
    const memory = residentMb(started.child.pid!);
    return {
      firstAnswerMs: started.firstAnswerMs,
      healthyMs: started.healthyMs,
      customersMs,
      customersAtMs: performance.now() - started.spawnedAt,
      apiMb: memory.own,
      databaseMb: memory.children,
    };
  } finally {
    await stop(started.child);
  }
}

interface NewFolderFigures extends StartFigures {
  databaseMb: number;
}

/** The API on an empty folder with the demo data; the folder is removed afterwards unless it is `keep`. */
async function apiStartOnNewFolder(env: Record<string, string>, keep?: string): Promise<NewFolderFigures> {
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'duesflow-bench-start-new-'));
  try {
    const started = await startAndWait(apiArgs(), { ...env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'true' });
    const memory = residentMb(started.child.pid!);
    await stop(started.child);
    return { firstAnswerMs: started.firstAnswerMs, healthyMs: started.healthyMs, databaseMb: memory.children };
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

const startLine = (figures: StartFigures) =>
  `first answer ${ms(figures.firstAnswerMs).padStart(10)}  healthy ${ms(figures.healthyMs).padStart(10)}`;

export const section: BenchSection = {
  title: 'Start-up: spawn → first answer of /api/health, beside a bare Node HTTP server',
  async run(context: BenchContext) {
    const launch = apiLaunch();
    const env = { ...launch.env, LOG_LEVEL: 'warn' };
    let existingDir: string | undefined;
    if (context.engine === 'pglite') {
      existingDir = mkdtempSync(join(tmpdir(), 'duesflow-bench-start-'));
      if (launch.seededDataDir) {
        cpSync(launch.seededDataDir, existingDir, {
          recursive: true,
          filter: (source) => !source.endsWith('SEEDED') && !source.includes('.s.PGSQL'),
        });
      } else {
        // The demo size: the folder a first start makes (seeded with the demo data), started again.
        await apiStartOnNewFolder(env, existingDir);
      }
    }
    try {
      const existingEnv = existingDir ? { ...env, DATA_DIR: existingDir, DATABASE_URL: '', SEED_DEMO_DATA: 'false' } : env;
      // One start first, not measured: the files are then in the page cache for every round alike.
      await apiStartOnExisting(existingEnv);
      const existing = await interleaved(context.rounds, bareStart, () => apiStartOnExisting(existingEnv));
      const where = existingDir ? `PGlite, ${context.customers.toLocaleString('en-IN')} customers` : 'PostgreSQL';
      for (const line of comparisonLines(
        `API start on existing data (${where})`,
        'a bare Node HTTP server',
        existing,
        {
          subject: startLine,
          reference: startLine,
        },
        ['healthyMs'],
      ))
        context.report(line);
      const s = existing.subject;
      context.report(
        `${'  then sign in, first page of customers'.padEnd(48)} ${ms(s.customersMs)} (rows at ${ms(s.customersAtMs)} after the spawn)`,
      );
      context.report(
        `${'  memory after that page'.padEnd(48)} API ${s.apiMb.toFixed(0)} MB, database process ${s.databaseMb.toFixed(0)} MB`,
      );
      context.target('start on existing data: spawn → healthy ≤ 1,500 ms', s.healthyMs <= 1500, `${ms(s.healthyMs)} (median)`);

      if (context.engine === 'pglite') {
        const fresh = await interleaved(context.rounds, bareStart, () => apiStartOnNewFolder(env));
        for (const line of comparisonLines(
          'API start on a new data folder (demo data)',
          'a bare Node HTTP server',
          fresh,
          {
            subject: startLine,
            reference: startLine,
          },
          ['healthyMs'],
        ))
          context.report(line);
        context.report(`${'  database process right after'.padEnd(48)} ${fresh.subject.databaseMb.toFixed(0)} MB`);
      }
    } finally {
      if (existingDir) rmSync(existingDir, { recursive: true, force: true });
    }
  },
};
