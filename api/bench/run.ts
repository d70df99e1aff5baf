/**
 * `npm run bench -w api [-- --scale N] [--engine pglite|postgres] [--instances N] [--execute-all]`: drives
 * the started API over HTTP on its on-disk database, with every figure beside a reference measured in
 * the same run (docs/performance.md).
 *
 * Default: a fresh database with the demo data (320 customers), latencies and the 64-connection
 * throughput comparison. `--scale N`: N customers with invoices, payments and contact history, seeded
 * once (keyed by N and the migrations) and copied for each run, so every run starts from the same data.
 * The seeding streams (src/core/seed/scale-seed.ts): batches of at least 25,000 customers, each its own
 * transaction with its progress, two at a time, printing customers/s and the ETA; a seeding stopped
 * part-way resumes from its last committed batch on the next run. `--scale` goes up to 1,000,000.
 * `--reseed` (with `--scale N`): the kept seeded database of that size is dropped and seeded again (e.g.
 * to time the seeding after changing it). `--seed-only`: stops once the seeded database is there (no
 * run copy, no API, no section), e.g. `--scale 1000000 --engine postgres --reseed --seed-only` to time
 * the seeding alone.
 * `--engine postgres`: the API runs on a PostgreSQL server the bench starts (a cluster kept under the
 * system temp folder; the seeded database is the template each run's database is created from).
 * `--instances N` (with `--engine postgres`, N ≤ 4): N API processes on that one database; the
 * `instances` section reads every screen alternating between them, reports each one's start, memory
 * and a 10,000-recipient send shared by their workers. The 1,000,000 profile:
 * `--scale 1000000 --engine postgres --instances 2 --only instances`.
 * Every file in `bench/sections/` exporting `section` runs in name order (`--only a,b`: just those files).
 * Every comparison alternates reference and subject (A B A B, `--rounds N`, at least 3) and reports
 * medians; the load average is printed at the start, at each section and beside each comparison.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase } from '../src/core/db/migrate';
import { openPgliteProcess } from '../src/core/db/pglite-process';
import { openPostgres } from '../src/core/db/postgres';
import { startPostgresServer, type PostgresServer } from '../src/test/postgres-server';
import { DEMO_CUSTOMER_COUNT } from '../src/core/seed/seed-database';
import type { DatabaseHandle } from '../src/core/db/database';
import { freePort, loadAverage, migrationsHash, MIN_ROUNDS, sessionHeaders, useSession, type BenchEngine, type BenchSection } from './lib';
import type { ApiInstance, InstancesContext } from './api-instances';
import { seedScale } from '../src/core/seed/scale-seed';
import { useApiLaunch } from './api-launch';

const API_ROOT = join(__dirname, '..');

function scaleArgument(): number | null {
  const index = process.argv.indexOf('--scale');
  if (index === -1) return null;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new Error('--scale takes a number of customers, e.g. --scale 100000');
  return value;
}

/** `--rounds N`: rounds of every interleaved comparison (default and minimum MIN_ROUNDS). */
function roundsArgument(): number {
  const index = process.argv.indexOf('--rounds');
  if (index === -1) return MIN_ROUNDS;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < MIN_ROUNDS) throw new Error(`--rounds takes a whole number ≥ ${MIN_ROUNDS}`);
  return value;
}

function engineArgument(): BenchEngine {
  const index = process.argv.indexOf('--engine');
  if (index === -1) return 'pglite';
  const value = process.argv[index + 1];
  if (value !== 'pglite' && value !== 'postgres') throw new Error('--engine takes pglite or postgres');
  return value;
}

/** `--instances N`: N API processes on the same PostgreSQL database (default 1). */
function instancesArgument(engine: BenchEngine): number {
  const index = process.argv.indexOf('--instances');
  if (index === -1) return 1;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 4) throw new Error('--instances takes 1 to 4');
  if (value > 1 && engine !== 'postgres') throw new Error('--instances 2 or more needs --engine postgres (PGlite serves one process)');
  return value;
}

/**
 * The scale data, streamed in batches (`src/core/seed/scale-seed.ts`): a seeding stopped part-way resumes
 * from its last committed batch on the next run. Prints each batch's progress (customers/s, ETA).
 */
async function seedStreamed(database: DatabaseHandle, customers: number, options: { analyze: boolean }): Promise<void> {
  const started = performance.now();
  await migrateDatabase(database);
  await seedScale(database.db, { customers, log: console.log, analyze: options.analyze });
  console.log(`  batches and analytics done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A data directory holding `customers` seeded customers, made once and reused (copy it before writing).
 * A directory left by a stopped seeding is resumed, not started over.
 */
async function seededDataDir(customers: number, reseed: boolean): Promise<string> {
  const dir = join(tmpdir(), `duesflow-bench-${customers}-streamed-${migrationsHash()}`);
  const done = join(dir, 'SEEDED');
  if (reseed && existsSync(dir)) {
    console.log(`--reseed: removing the seeded database in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
  }
  if (existsSync(done)) {
    console.log(`reusing the seeded database in ${dir}`);
    return dir;
  }
  console.log(`seeding ${customers.toLocaleString('en-IN')} customers into ${dir} (once; later runs reuse it; a stopped seeding resumes)…`);
  const started = performance.now();
  const database = await openPgliteProcess({ dataDir: dir });
  try {
    await seedStreamed(database, customers, { analyze: true });
  } finally {
    await database.close();
  }
  writeFileSync(done, new Date().toISOString());
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** Where a run's API keeps its data, how the bench reaches that database by SQL, and how to clean up. */
interface RunDatabase {
  env: Record<string, string>;
  sqlConfig: pg.PoolConfig;
  describe: string;
  /** PGlite at `--scale N`: the seeded folder this run's data folder is a copy of. */
  seededDataDir?: string;
  dispose(): Promise<void>;
}

async function pgliteDatabase(scale: number | null, seeding: SeedingOptions): Promise<RunDatabase | null> {
  const seeded = scale ? await seededDataDir(scale, seeding.reseed) : undefined;
  if (seeding.seedOnly) return null;
  const dataDir = mkdtempSync(join(tmpdir(), scale ? `duesflow-bench-run-${scale}-` : 'duesflow-bench-demo-'));
  if (seeded) cpSync(seeded, dataDir, { recursive: true, filter: (source) => !source.endsWith('SEEDED') && !source.includes('.s.PGSQL') });
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: scale ? 'false' : 'true',
      SENDING_WINDOW: '00:00-24:00',
      CALL_WINDOW: '00:00-24:00',
    },
    // The embedded database process serves the Postgres protocol on a unix socket in DATA_DIR.
    sqlConfig: { host: dataDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 },
    describe: `PGlite in ${dataDir}`,
    seededDataDir: seeded,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * What an interrupted bench (Ctrl-C, a kill) still does before it exits: its API processes killed and its
 * kept PostgreSQL cluster stopped. Left running, the cluster's server kept its data folder, and the next
 * run could not start it ("another server might be running"). A seeding so stopped resumes on the next run.
 */
const onInterrupt: (() => Promise<unknown> | void)[] = [];
/** Set once interrupted: what failed meanwhile (a request to a killed API) is not reported, the cleanup ends the run. */
let interrupted = false;
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => {
    if (interrupted) return;
    console.error(error);
    process.exit(1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the bench's API processes and database server…`);
    void (async () => {
      // Last registered first (the connections before the server they are connected to); each one's failure ignored.
      for (const cleanup of onInterrupt.reverse())
        await Promise.resolve()
          .then(cleanup)
          .catch(() => undefined);
      process.exit(130);
    })();
  });
}

/**
 * A PostgreSQL cluster kept in `<tmp>/duesflow-bench-postgres-<migrations hash>`: a seeded database per
 * scale (`seed_<N>`) is made once; each run gets its own database created from it as a template
 * (a file copy, seconds) and dropped afterwards. Demo runs get an empty database the API seeds.
 */
async function postgresDatabase(scale: number | null, seeding: SeedingOptions): Promise<RunDatabase | null> {
  const started = performance.now();
  const server: PostgresServer = await startPostgresServer({
    root: join(tmpdir(), `duesflow-bench-postgres-${migrationsHash()}`),
    // Room for bulk loads (the 1,000,000-customer seeding) and several API processes.
    settings: ['shared_buffers=1GB', 'max_wal_size=8GB', 'checkpoint_timeout=30min', 'maintenance_work_mem=512MB'],
  });
  onInterrupt.push(server.stop);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  onInterrupt.push(() => admin.end());
  try {
    await admin.connect();
    let template: string | undefined;
    if (scale) {
      template = `seed_${scale}_streamed`;
      if (seeding.reseed) {
        console.log(`--reseed: dropping the PostgreSQL database ${template}`);
        await admin.query(`drop database if exists ${pg.escapeIdentifier(template)} with (force)`);
      }
      const marked = await admin.query(
        `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1 and datallowconn and not datistemplate`,
        [template],
      );
      if (marked.rows[0]?.note === 'seeded') {
        console.log(`reusing the seeded PostgreSQL database ${template}`);
      } else {
        // A database left by a stopped seeding is resumed from its last committed batch.
        console.log(
          `seeding ${scale.toLocaleString('en-IN')} customers into PostgreSQL database ${template} (${marked.rowCount ? 'resuming' : 'once; later runs copy it'})…`,
        );
        const seedStarted = performance.now();
        const database = await openPostgres(await server.createDatabase(template));
        try {
          // The vacuum below analyzes too.
          await seedStreamed(database, scale, { analyze: false });
          const vacuumStarted = performance.now();
          await database.db.execute(sql`vacuum analyze`);
          console.log(`  vacuum analyze in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
        } finally {
          await database.close();
        }
        await admin.query(`comment on database ${pg.escapeIdentifier(template)} is 'seeded'`);
        console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
      }
    }
    if (seeding.seedOnly) {
      await admin.end().catch(() => undefined);
      await server.stop();
      return null;
    }
    const name = `bench_${Date.now()}`;
    if (template) {
      // The run's copy is written twice (its files and, on PostgreSQL 15, its WAL): refuse rather than fill the disk.
      const [{ bytes }] = (await admin.query('select pg_database_size($1)::float8 as bytes', [template])).rows as { bytes: number }[];
      const { bavail, bsize } = statfsSync(tmpdir());
      if (bavail * bsize < 2.2 * bytes)
        throw new Error(
          `copying ${template} (${(bytes / 1e9).toFixed(1)} GB) needs about ${((2.2 * bytes) / 1e9).toFixed(1)} GB free; ${((bavail * bsize) / 1e9).toFixed(1)} GB are`,
        );
    }
    const url = await server.createDatabase(name, { template });
    // The API's own files (business data settings) stay out of the source tree.
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-bench-files-'));
    console.log(`PostgreSQL ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      env: {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: scale ? 'false' : 'true',
        SENDING_WINDOW: '00:00-24:00',
        CALL_WINDOW: '00:00-24:00',
      },
      sqlConfig: { connectionString: url, max: 1 },
      describe: `PostgreSQL 15 (${server.reused ? 'kept cluster' : 'new cluster'}), database ${name}`,
      async dispose() {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => undefined);
        await admin.end().catch(() => undefined);
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await admin.end().catch(() => undefined);
    await server.stop();
    throw error;
  }
}

/** `--reseed`: seed the kept scale database again; `--seed-only`: stop once it is seeded. */
interface SeedingOptions {
  reseed: boolean;
  seedOnly: boolean;
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
  const engine = engineArgument();
  const rounds = roundsArgument();
  const instanceCount = instancesArgument(engine);
  console.log(`bench started ${new Date().toISOString()}, ${loadAverage()}`);
  const seeding: SeedingOptions = { reseed: process.argv.includes('--reseed'), seedOnly: process.argv.includes('--seed-only') };
  if ((seeding.reseed || seeding.seedOnly) && !scale) throw new Error('--reseed and --seed-only go with --scale N');
  const made = engine === 'postgres' ? await postgresDatabase(scale, seeding) : await pgliteDatabase(scale, seeding);
  if (!made) {
    console.log(`--seed-only: the seeded database is in place; ${loadAverage()}`);
    return;
  }
  const database = made;
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  // The real server entry in its own process.
  // `--profile <dir>`: the API writes a V8 CPU profile there when it exits (open it in Chrome DevTools).
  const profileIndex = process.argv.indexOf('--profile');
  const profile = profileIndex === -1 ? [] : ['--cpu-prof', `--cpu-prof-dir=${process.argv[profileIndex + 1] ?? '.'}`];
  // `npm run bench` builds first and sets BENCH_COMPILED: the compiled server `npm start` runs; run
  // alone (`npm run bench -w api`) it starts the sources through tsx.
  const entry =
    process.env.BENCH_COMPILED === '1' ? [join(API_ROOT, 'dist/server.js')] : ['--import', 'tsx', join(API_ROOT, 'src/server.ts')];
  const apiEnv = {
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...database.env,
  };
  useApiLaunch({ args: entry, env: apiEnv, seededDataDir: database.seededDataDir });
  const api = spawn(process.execPath, [...profile, ...entry], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: String(port), ...apiEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // `--instances N`: N - 1 more API processes on the same database, started with the first.
  const more = await Promise.all(
    Array.from({ length: instanceCount - 1 }, async () => {
      const morePort = await freePort();
      const child = spawn(process.execPath, entry, {
        cwd: API_ROOT,
        env: { ...process.env, PORT: String(morePort), ...apiEnv },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      return { url: `http://127.0.0.1:${morePort}`, child };
    }),
  );
  // Before the database server stops (the cleanups run together; a killed API only lets go of its connections).
  onInterrupt.push(() => {
    for (const child of [api, ...more.map((instance) => instance.child)]) if (child.exitCode === null) child.kill('SIGKILL');
  });
  let reference: ChildProcess | undefined;
  let sqlPool: pg.Pool | undefined;
  const failures: string[] = [];
  try {
    const [startMs, ...moreStartMs] = await Promise.all([
      waitForHealth(apiUrl, api),
      ...more.map(({ url, child }) => waitForHealth(url, child)),
    ]);
    const customers = scale ?? DEMO_CUSTOMER_COUNT;
    console.log(`API started in ${(startMs! / 1000).toFixed(1)} s on ${database.describe}, ${customers.toLocaleString('en-IN')} customers`);
    const instances: ApiInstance[] = [
      { url: apiUrl, pid: api.pid!, startMs: startMs! },
      ...more.map(({ url, child }, n) => ({ url, pid: child.pid!, startMs: moreStartMs[n]! })),
    ];
    if (instances.length > 1)
      console.log(
        `${instances.length} API processes: ${instances.map((instance) => `${instance.url} started in ${(instance.startMs / 1000).toFixed(1)} s`).join('; ')}`,
      );
    useSession(await signIn(apiUrl));
    sqlPool = new pg.Pool(database.sqlConfig);
    const pool = sqlPool;
    onInterrupt.push(() => pool.end());

    reference = fork(join(__dirname, 'reference-server.ts'), [apiUrl], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_COOKIE: sessionHeaders().cookie },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const referencePort = await new Promise<number>((resolve) =>
      reference!.once('message', (message: { port: number }) => resolve(message.port)),
    );
    const context: InstancesContext = {
      apiUrl,
      instances,
      referenceUrl: `http://127.0.0.1:${referencePort}`,
      customers,
      scaled: scale !== null,
      engine,
      executeAll: process.argv.includes('--execute-all') || (scale ?? 0) >= 10_000,
      rounds,
      async query(text, values) {
        return (await pool.query(text, values)).rows;
      },
      report: (line) => console.log(`  ${line}`),
      target(name, pass, detail) {
        console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
        if (!pass) failures.push(name);
      },
    };
    const sectionsDir = join(__dirname, 'sections');
    // `--only campaign,send`: just those sections (by file name), e.g. while working on one of them.
    const onlyIndex = process.argv.indexOf('--only');
    const only = onlyIndex === -1 ? null : new Set((process.argv[onlyIndex + 1] ?? '').split(','));
    for (const file of readdirSync(sectionsDir)
      .filter((name) => /\.ts$/.test(name) && (!only || only.has(name.replace(/\.ts$/, ''))))
      .sort()) {
      const { section } = (await import(join(sectionsDir, file))) as { section: BenchSection };
      console.log(`\n${section.title}  [${loadAverage()}]`);
      await section.run(context);
    }
  } finally {
    reference?.disconnect();
    await sqlPool?.end().catch(() => undefined);
    for (const child of [api, ...more.map((instance) => instance.child)])
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    await database.dispose();
  }
  console.log(failures.length === 0 ? '\nall targets PASS' : `\n${failures.length} target(s) FAIL: ${failures.join('; ')}`);
  console.log(`bench ended ${new Date().toISOString()}, ${loadAverage()}`);
}

/** The admin the bench's API starts with (ADMIN_EMAIL/ADMIN_PASSWORD): every measured request is signed in. */
const BENCH_ADMIN = { email: 'bench@duesflow.local', password: 'bench-password-not-secret' };

async function signIn(apiUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing in answered ${response.status}`);
  return { cookie };
}

main().catch((error) => {
  if (interrupted) return;
  console.error(error);
  process.exit(1);
});
