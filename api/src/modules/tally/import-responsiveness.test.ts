import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startServer, type ServerProcess } from '../../test/server-process';
import { sampleTallyExport } from './sample-export';

/**
 * The API stays responsive while a 10 MB Tally export imports: /api/health's p99 during the import,
 * beside an idle reference taken in the same run, against the server as `npm start` runs it.
 */

let dataDir: string;
let server: ServerProcess | undefined;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'duesflow-tally-import-'));
  server = await startServer(dataDir);
  cookie = await signIn(server);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** Times /api/health one request after another (5 ms apart, a few hundred answers) until `until` settles. */
async function healthTimes(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${server!.url}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

it('answers /api/health within 100 ms (p99) while a 10 MB export imports', async () => {
  const file = sampleTallyExport({ parties: 1000, salesPerParty: 5 });
  expect(file.length).toBeGreaterThan(10_000_000 * 0.95);
  const idle = await healthTimes(new Promise((resolve) => setTimeout(resolve, 2_000)));

  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/json' }), 'large-export.json');
  const importing = fetch(`${server!.url}/api/tally/import`, { method: 'POST', headers: { cookie, origin: server!.url }, body: form });
  const during = await healthTimes(importing);
  const response = await importing;
  const took = performance.now() - started;
  const result = (await response.json()) as {
    status: string;
    customersUpserted: number;
    invoicesUpserted: number;
    paymentsUpserted: number;
  };

  const figures = {
    importMs: Math.round(took),
    idle: { p50: Math.round(percentile(idle, 50)), p99: Math.round(percentile(idle, 99)), n: idle.length },
    during: {
      p50: Math.round(percentile(during, 50)),
      p99: Math.round(percentile(during, 99)),
      max: Math.round(Math.max(...during)),
      n: during.length,
    },
  };
  console.log(`10 MB Tally import: ${JSON.stringify(figures)}`);
  expect(result).toMatchObject({ status: 'success', customersUpserted: 1000, invoicesUpserted: 5000, paymentsUpserted: 5000 });
  // The target is 100 ms; on a machine whose other work already delays an idle health check, that delay
  // (the idle p99 of this run) is the machine's, not the import's. Before the import left the event loop
  // and the health check stopped queueing behind its transaction, the p99 was about 4,000 ms.
  expect(figures.during.p99).toBeLessThanOrEqual(100 + Math.max(0, figures.idle.p99 - 20));
}, 300_000);
