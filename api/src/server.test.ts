import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_SCRIPT_DEFAULTS, ZCallScriptList } from '@duesflow/shared-contracts/call-scripts';
import { SOCKET_NAME } from './core/db/pglite-host-protocol';
import { eventually } from './test/eventually';
import { freePort, signIn, spawnServer, startServer, type ServerProcess } from './test/server-process';

/** `npm start` twice on one DATA_DIR: the second is refused and the first loses nothing. */

let dataDir: string;
let first: ServerProcess | undefined;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'duesflow-server-'));
  first = await startServer(dataDir);
  cookie = await signIn(first);
}, 180_000);
afterAll(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = () => ({ cookie, origin: first!.url, 'content-type': 'application/json' });
const scripts = async () =>
  ZCallScriptList.parse(await (await fetch(`${first!.url}/api/call-scripts`, { headers: headers() })).json()).length;

it('refuses a second API on the same DATA_DIR, saying why, and the first keeps answering reads', async () => {
  const second = spawnServer(dataDir, await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/DATA_DIR .* is in use by another duesflow process/);

  expect(existsSync(join(dataDir, SOCKET_NAME))).toBe(true);
  expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);
  expect((await fetch(`${first!.url}/api/call-scripts`, { headers: headers() })).status).toBe(200);
}, 120_000);

it('keeps 40 acknowledged writes across a restart', async () => {
  const before = await scripts();
  const written = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      fetch(`${first!.url}/api/call-scripts`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ ...NEW_SCRIPT_DEFAULTS, name: `Script ${i}` }),
      }),
    ),
  );
  expect(written.map((response) => response.status)).toEqual(Array(40).fill(201));
  await first!.stop();
  first = await startServer(dataDir);
  cookie = await signIn(first);
  expect(await scripts()).toBe(before + 40);
}, 240_000);

it('cuts off a body sent at 1 byte/s with 408 and audits the refusal', async () => {
  const { port } = new URL(first!.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/call-scripts HTTP/1.1\r\nHost: ${first!.url.slice(7)}\r\nCookie: ${cookie}\r\nOrigin: ${first!.url}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`,
      );
      timer = setInterval(() => socket.writable && socket.write('{'), 1_000);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  // The entry is written in the background once the connection is cut.
  await eventually('the audit entry of the cut-off request', async () => {
    const log = (await (await fetch(`${first!.url}/api/audit-log?action=POST`, { headers: headers() })).json()) as {
      items: { action: string; status: number }[];
    };
    return log.items.some((item) => item.action === 'POST /api/call-scripts' && item.status === 408);
  });
}, 60_000);

it('answers 503 on /api/health once its database process is gone (readiness checks the database)', async () => {
  expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(first!.child.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  expect(children.length).toBeGreaterThan(0);
  for (const pid of children) process.kill(pid, 'SIGKILL');
  const health = await eventually(
    'health to fail',
    async () => {
      const response = await fetch(`${first!.url}/api/health`);
      return response.status === 503 ? response : undefined;
    },
    20_000,
  );
  expect(await health.json()).toMatchObject({ error: 'unavailable' });
}, 60_000);
