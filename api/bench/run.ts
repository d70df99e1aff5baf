/**
 * `npm run bench -w api [-- --scale 10000|100000]`: drives the started API over HTTP on its on-disk
 * database, with every figure beside a reference measured in the same run (docs/performance.md).
 *
 * Default: a fresh database with the demo data (320 customers), latencies and the 64-connection
 * throughput comparison. `--scale N`: N customers with invoices, payments and contact history, seeded
 * once into a data directory under the system temp folder that later runs reuse (keyed by N and the
 * migrations). Every file in `bench/sections/` exporting `section` runs in name order.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../src/db/migrate';
import { openPgliteProcess } from '../src/db/pglite-process';
import { generateDemoData } from '../src/seed/generate-demo-data';
import { DEMO_CUSTOMER_COUNT, seedWith } from '../src/seed/seed-database';
import type { BenchContext, BenchSection } from './lib';

const API_ROOT = join(__dirname, '..');

function scaleArgument(): number | null {
  const index = process.argv.indexOf('--scale');
  if (index === -1) return null;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new Error('--scale takes a number of customers, e.g. --scale 100000');
  return value;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 12);
}

/** A data directory holding `customers` seeded customers, made once and reused. */
async function seededDataDir(customers: number): Promise<string> {
  const dir = join(tmpdir(), `duesflow-bench-${customers}-${migrationsHash()}`);
  const done = join(dir, 'SEEDED');
  if (existsSync(done)) {
    console.log(`reusing the seeded database in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`seeding ${customers.toLocaleString('en-IN')} customers into ${dir} (once; later runs reuse it)…`);
  const started = performance.now();
  const database = await openPgliteProcess({ dataDir: dir });
  await migrateDatabase(database);
  await seedWith(database.db, () => generateDemoData({ customerCount: customers, now: new Date() }));
  await database.close();
  writeFileSync(done, new Date().toISOString());
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const scale = scaleArgument();
  const dataDir = scale ? await seededDataDir(scale) : mkdtempSync(join(tmpdir(), 'duesflow-bench-demo-'));
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  // The real server entry, as `npm start` runs it, in its own process.
  const api = spawn(process.execPath, ['--import', 'tsx', join(API_ROOT, 'src/server.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: scale ? 'false' : 'true', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let reference: ChildProcess | undefined;
  const failures: string[] = [];
  try {
    const startMs = await waitForHealth(apiUrl, api);
    const customers = scale ?? DEMO_CUSTOMER_COUNT;
    console.log(`API started in ${(startMs / 1000).toFixed(1)} s on PGlite in ${dataDir}, ${customers.toLocaleString('en-IN')} customers`);

    reference = fork(join(__dirname, 'reference-server.ts'), [apiUrl], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const referencePort = await new Promise<number>((resolve) => reference!.once('message', (message: { port: number }) => resolve(message.port)));
    const context: BenchContext = {
      apiUrl,
      referenceUrl: `http://127.0.0.1:${referencePort}`,
      customers,
      scaled: scale !== null,
      report: (line) => console.log(`  ${line}`),
      target(name, pass, detail) {
        console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
        if (!pass) failures.push(name);
      },
    };
    const sectionsDir = join(__dirname, 'sections');
    for (const file of readdirSync(sectionsDir).filter((name) => /\.ts$/.test(name)).sort()) {
      const { section } = (await import(join(sectionsDir, file))) as { section: BenchSection };
      console.log(`\n${section.title}`);
      await section.run(context);
    }
  } finally {
    reference?.disconnect();
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    if (!scale) rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failures.length === 0 ? '\nall targets PASS' : `\n${failures.length} target(s) FAIL: ${failures.join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
