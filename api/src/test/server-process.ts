import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from './eventually';

/** An API started the way `npm start` starts it (server.ts in its own process), for what only that shows. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for it to exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export const SERVER_ADMIN = { email: 'owner@duesflow.test', password: 'owner-password-1234' };

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts server.ts on `dataDir` without demo data, with SERVER_ADMIN; does not wait for it to answer. */
export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: SERVER_ADMIN.email,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Starts server.ts and waits until its health answers 200 (a first start migrates: up to two minutes). */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = spawnServer(dataDir, await freePort(), env);
  try {
    await eventually(
      'the server answering its health check',
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
        const response = await fetch(`${server.url}/api/health`).catch(() => null);
        return response?.status === 200;
      },
      120_000,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The session cookie of SERVER_ADMIN on `server`. */
export async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(SERVER_ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
