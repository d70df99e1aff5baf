import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function buildPortal(): void {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the portal failed');
}

export type RunningPortal = { baseUrl: string; process: ChildProcess; dataDir: string; port: number };

/**
 * Starts the API (which serves the portal) on its own port and database directory: the compiled
 * api/dist/server.js that `npm start` runs (buildPortal builds it when stale).
 */
export async function startPortal(options: { port?: number; dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningPortal> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'duesflow-e2e-'));
  const child = spawn(process.execPath, ['--enable-source-maps', join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { baseUrl, process: child, dataDir, port };
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
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timeout);
  }
  if (removeData) rmSync(removeData, { recursive: true, force: true });
}
