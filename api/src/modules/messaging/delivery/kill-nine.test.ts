import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { eventually } from '../../../test/eventually';
import { startPostgresServer, type PostgresServer } from '../../../test/postgres-server';
import { startVendorServer } from '../../../test/provider-stand-in';
import { LEASE_MS } from './workers';

/**
 * kill -9 three times during a bulk SMS (issue 19): real API processes, started and killed with SIGKILL,
 * sending to a vendor stand-in over HTTP that does not de-duplicate. On PostgreSQL with two processes (one
 * is killed and started again, three times, while the other goes on) and on the embedded database (its
 * only process killed and started again). Afterwards: every number reached exactly once at the vendor
 * (0 lost, 0 twice), the run `success`.
 *
 * `npm test` sends to 3,000 recipients, killing after every fifth of them: the same three kills in the
 * middle of sending, at a third of the CPU of issue 19's 10,000 (the suite must fit its 15 minutes on two
 * cores). `KILL_NINE_RECIPIENTS=10000 npx jest kill-nine` runs the acceptance's size (docs/testing.md).
 */
const RECIPIENTS = Number(process.env.KILL_NINE_RECIPIENTS ?? 3_000);
/** Issue 19's acceptance run (`KILL_NINE_RECIPIENTS=10000`), run on its own. */
const ACCEPTANCE = RECIPIENTS >= 10_000;
/**
 * How soon after a kill its chunks must be taken over (and after a restart, sending resumed). Issue 19 asked
 * for 10 s, and the acceptance run is held to it. A takeover cannot come sooner than the dead worker's
 * 5 s lease plus the next 1 s sweep (4.7–5.5 s measured), which leaves ~4.5 s for a late sweep timer on a
 * survivor that `npm test` runs beside everything else on two cores: there it only has to happen, within
 * the lease and 15 s more. A takeover that never came would still fail (the wait below gives up at 30 s).
 */
const TAKEOVER_WITHIN_MS = ACCEPTANCE ? 10_000 : LEASE_MS + 15_000;
/** Messages the vendor has received between two kills. */
const KILL_EVERY = Math.floor(RECIPIENTS / 5);
const ENTRY = join(__dirname, '../../../test/api-process.ts');
const API_DIR = join(__dirname, '../../../..');

interface ApiProcess {
  child: ChildProcess;
  url: string;
  cookie: string;
  /** When it printed that it listens (ms since the epoch). */
  readyAt: number;
  /** Its delivery worker: the owner of its tries and chunk leases. */
  workerId: string;
}

const children = new Set<ChildProcess>();

async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const workerId = randomUUID();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: API_DIR,
    env: { ...process.env, ...env, WORKER_ID: workerId, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines = createInterface({ input: child.stdout! });
  return new Promise<ApiProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API process did not start within 60 s')), 60_000);
    child.once('exit', (code, signal) => reject(new Error(`the API process exited (${signal ?? code}) before it listened`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      const { url, cookie } = JSON.parse(line) as { url: string; cookie: string };
      resolve({ child, url, cookie, readyAt: Date.now(), workerId });
    });
  });
}

/** How long a held answer is kept back at most (`startHoldingVendor`). */
const HOLD_AT_MOST_MS = 15_000;

/**
 * In front of the vendor stand-in: passes every request on to it, and after `hold()` keeps back the
 * vendor's answers to sends until `release()`. The vendor took each message (it counted it); its sender
 * waits for the answer and sends nothing more meanwhile. An answer is kept back HOLD_AT_MOST_MS at most:
 * a chunk job is at most 20 s into its budget when its answers are held, and its process hands the rest
 * on only between two slices, so the job stays clear of pg-boss's 60 s expiry (which would run it twice).
 */
async function startHoldingVendor(vendorUrl: string) {
  const { createServer } = await import('node:http');
  let holding = false;
  const held = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const answer = await fetch(`${vendorUrl}${req.url ?? '/'}`, {
          method: req.method,
          headers: { 'content-type': 'application/json' },
          ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
        });
        const body = await answer.text();
        const reply = () => {
          if (res.writableEnded || res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(body);
        };
        if (!holding || req.url !== '/send') return reply();
        const letGo = () => {
          held.delete(letGo);
          clearTimeout(timer);
          reply();
        };
        const timer = setTimeout(letGo, HOLD_AT_MOST_MS);
        held.add(letGo);
      })().catch(() => {
        // The vendor stopped (the test's end) or the sender went away (killed): nobody waits for this answer.
        if (!res.writableEnded && !res.destroyed) res.writeHead(502).end('{}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  const release = () => {
    holding = false;
    for (const letGo of [...held]) letGo();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    hold: () => {
      holding = true;
    },
    release,
    stop: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function kill9(api: ApiProcess): Promise<void> {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });
}

function numbers(): string[] {
  return Array.from({ length: RECIPIENTS }, (_, n) => `+91 9${String(100_000_000 + n * 7).slice(-9)}`);
}

async function startSend(api: ApiProcess): Promise<string> {
  const response = await fetch(`${api.url}/api/workflows/bulk-sms`, {
    method: 'POST',
    headers: { cookie: api.cookie, origin: api.url, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Namaste! Your payment is overdue; please pay at your earliest convenience.', recipients: numbers() }),
  });
  const answer = (await response.json()) as { executionId: string };
  if (response.status !== 202) throw new Error(`bulk-sms answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.executionId;
}

async function runStatus(db: pg.Client, executionId: string) {
  const { rows } = await db.query<{ status: string }>('select status from workflow_executions where id = $1', [executionId]);
  return rows[0]?.status;
}

afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe(`kill -9 three times during a ${RECIPIENTS.toLocaleString('en-IN')}-recipient bulk SMS`, () => {
  it(`on PostgreSQL with two processes: 0 lost, 0 received twice, the survivor takes over within ${TAKEOVER_WITHIN_MS / 1000} s`, async () => {
    // A slow vendor, so the run outlasts three kills and restarts: 300 ms per answer, each process sends
    // ~80 messages/s (~250/s at 100 ms, as issue 19's 10,000 were sent).
    const vendor = await startVendorServer({ delayMs: ACCEPTANCE ? 100 : 300 });
    const gate = await startHoldingVendor(vendor.url);
    let server: PostgresServer | undefined;
    const survivor: ApiProcess[] = [];
    try {
      server = await startPostgresServer();
      const env = { DATABASE_URL: server.databaseUrl, VENDOR_URL: gate.url };
      // One process first (it migrates and seeds), then the second.
      let victim = await startApi(env);
      survivor.push(await startApi(env));
      const admin = new pg.Client({ connectionString: server.databaseUrl });
      await admin.connect();
      try {
        const executionId = await startSend(victim);
        const takeovers: number[] = [];
        /** After kills 1 and 2: when the restarted victim held a chunk again (ms after the kill). */
        const backAt: number[] = [];
        for (let kill = 1; kill <= 3; kill += 1) {
          // Kill the victim while it sends (it holds a chunk lease), a fifth of the recipients apart.
          await eventually(
            `the victim sending (kill ${kill})`,
            async () => {
              const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from send_chunk_leases where worker_id = $1', [
                victim.workerId,
              ]);
              return vendor.arrivals.length >= kill * KILL_EVERY && rows[0]!.n > 0;
            },
            60_000,
          );
          const { rows: leased } = await admin.query<{ job_id: string }>('select job_id from send_chunk_leases where worker_id = $1', [
            victim.workerId,
          ]);
          // Before the next kill the restarted victim must be sending again, and there are only a few chunks
          // of 500: had the survivor gone on sending while the victim was dead and starting (seconds, far
          // more on a busy machine), it could have taken every chunk left. So the survivor's answers are held
          // from the kill until the restarted victim holds a chunk of its own.
          // (The acceptance run's 20 chunks leave plenty, and its takeovers are timed with the survivor sending.)
          const holdSurvivor = !ACCEPTANCE && kill < 3;
          if (holdSurvivor) gate.hold();
          await kill9(victim);
          const killedAt = Date.now();
          // The dead process's chunks are taken over: its leases are gone (its jobs cancelled, their
          // messages re-enqueued and picked up by the survivor) within 10 s.
          await eventually(
            'the takeover',
            async () => {
              const { rows } = await admin.query<{ n: number }>(
                'select count(*)::int as n from send_chunk_leases where job_id = any($1::uuid[])',
                [leased.map((row) => row.job_id)],
              );
              return rows[0]!.n === 0;
            },
            30_000,
          );
          takeovers.push(Date.now() - killedAt);
          victim = await startApi(env);
          if (holdSurvivor) {
            const restarted = victim;
            await eventually(
              `the restarted victim taking a chunk (after kill ${kill})`,
              async () => {
                const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from send_chunk_leases where worker_id = $1', [
                  restarted.workerId,
                ]);
                return rows[0]!.n > 0;
              },
              60_000,
            );
            gate.release();
            backAt.push(Date.now() - killedAt);
          }
        }
        await eventually('the run to finish', async () => (await runStatus(admin, executionId)) !== 'running' && true, 120_000);
        expect(await runStatus(admin, executionId)).toBe('success');
        const { rows } = await admin.query<{ status: string; n: number }>(
          'select status, count(*)::int as n from messages where execution_id = $1 group by status',
          [executionId],
        );
        expect(rows.map((row) => [row.status, Number(row.n)])).toEqual([['sent', RECIPIENTS]]);
        // At the vendor: every number once — 0 lost, 0 received twice.
        expect(vendor.perNumber.size).toBe(RECIPIENTS);
        expect(vendor.receivedTwice()).toEqual([]);
        for (const ms of takeovers) expect(ms).toBeLessThanOrEqual(TAKEOVER_WITHIN_MS);
        process.stdout.write(
          `PostgreSQL, two processes: takeovers after kill -9 in ${takeovers.join(', ')} ms; ${backAt.length > 0 ? `the restarted process sending again ${backAt.join(', ')} ms after kills 1 and 2; ` : ''}${vendor.lookups()} tries looked up at the vendor\n`,
        );
        await kill9(victim);
      } finally {
        await admin.end();
      }
    } finally {
      for (const api of survivor) await kill9(api);
      await server?.stop();
      await gate.stop();
      await vendor.stop();
    }
  }, 300_000);

  it(`on the embedded database: 0 lost, 0 received twice, each restarted process resumes within ${TAKEOVER_WITHIN_MS / 1000} s of starting`, async () => {
    const vendor = await startVendorServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-kill-nine-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', VENDOR_URL: vendor.url };
    let api: ApiProcess | undefined;
    try {
      api = await startApi(env);
      const executionId = await startSend(api);
      const resumed: { afterStartMs: number; afterKillMs: number }[] = [];
      for (let kill = 1; kill <= 3; kill += 1) {
        const before = vendor.arrivals.length + vendor.lookups();
        if (kill > 1)
          await eventually('the restarted process sending', async () => vendor.arrivals.length + vendor.lookups() > before, 60_000);
        await eventually(`${kill * KILL_EVERY} sent (kill ${kill})`, async () => vendor.arrivals.length >= kill * KILL_EVERY, 60_000);
        await kill9(api);
        const killedAt = Date.now();
        const reached = vendor.arrivals.length + vendor.lookups();
        // The data directory's lock outlives a killed process by its 10 s staleness: the restart waits for it.
        api = await startApi(env);
        const started = api.readyAt;
        await eventually('the restarted process resumes', async () => vendor.arrivals.length + vendor.lookups() > reached && true, 30_000);
        resumed.push({ afterStartMs: Date.now() - started, afterKillMs: Date.now() - killedAt });
      }
      const response = await eventually(
        'the run to finish',
        async () => {
          const page = (await (
            await fetch(`${api!.url}/api/workflows/executions?page=1&pageSize=5`, { headers: { cookie: api!.cookie, origin: api!.url } })
          ).json()) as {
            items: { id: string; status: string }[];
          };
          const run = page.items.find((item) => item.id === executionId);
          return run && run.status !== 'running' ? run : undefined;
        },
        120_000,
      );
      expect(response.status).toBe('success');
      expect(vendor.perNumber.size).toBe(RECIPIENTS);
      expect(vendor.receivedTwice()).toEqual([]);
      for (const { afterStartMs } of resumed) expect(afterStartMs).toBeLessThanOrEqual(TAKEOVER_WITHIN_MS);
      process.stdout.write(
        `embedded database: resumed ${resumed.map((r) => `${r.afterStartMs} ms after starting (${r.afterKillMs} ms after the kill)`).join('; ')}; ${vendor.lookups()} tries looked up\n`,
      );
    } finally {
      if (api) await kill9(api);
      await vendor.stop();
      // The killed process's embedded database process exits when it loses its parent.
      await eventually('the data directory released', async () => {
        try {
          rmSync(dataDir, { recursive: true, force: true });
          return true;
        } catch {
          return false;
        }
      });
    }
  }, 300_000);
});
