// What the browser benchmarks share: the built portal started with demo data on a free port (its admin signed
// in), Chromium launched the same way, the load average and the median.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The admin the measured portal starts with. */
export const ADMIN = { email: 'bench@duesflow.local', password: 'bench-password-not-secret' };

/** The machine's load average (1, 5 and 15 minutes): how busy it was while a figure was measured. */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The compiled API (`npm start`'s) with demo data in a temporary DATA_DIR; `stop()` ends it and removes the data.
 * `dataDir`: a copy of a seeded database to start on instead (it is removed by `stop()` too).
 */
export async function startPortal({ dataDir: seededCopy } = {}) {
  const port = await freePort();
  const dataDir = seededCopy ?? mkdtempSync(join(tmpdir(), 'duesflow-bench-page-'));
  const compiled = join(root, 'api', 'dist', 'server.js');
  const command = existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')];
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(seededCopy ? { SEED_DEMO_DATA: 'false' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The portal exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('The portal did not become healthy in time');
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The session cookie of the bench's admin, for the API calls a benchmark makes as staff. */
export async function signIn(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
