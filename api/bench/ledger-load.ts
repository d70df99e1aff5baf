/**
 * How long a process takes to load the read model's ledger, and the memory it keeps, on the kept
 * PostgreSQL bench database of `--scale N` (seeded by `npm run bench -w api -- --scale N --engine postgres
 * --seed-only`): a probe, not a section of `npm run bench`. Each load runs in a fresh process, the trees
 * given alternating (A B A B…, `--rounds`, medians), so a change is measured beside the code before it:
 *
 *   npx tsx api/bench/ledger-load.ts --scale 1000000 --trees /path/to/before,/path/to/after
 *
 * `--profile DIR` writes each load's V8 CPU profile there.
 *
 * A tree is a checkout of this repository whose `node_modules` resolve (a `git worktree` with a link to
 * this checkout's `node_modules` is enough).
 */
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startPostgresServer } from '../src/test/postgres-server';
import { loadAverage, median, migrationsHash } from './lib';

const run = promisify(execFile);

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : process.argv[index + 1];
  if (value === undefined) throw new Error(`--${name} is needed`);
  return value;
}

const scale = Number(option('scale'));
const trees = option('trees', resolve(__dirname, '../..'))
  .split(',')
  .map((tree) => resolve(tree));
const rounds = Number(option('rounds', '3'));
// `--profile DIR`: each load's V8 CPU profile, written there.
const profileDir = process.argv.includes('--profile') ? option('profile') : undefined;
const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];

async function main(): Promise<void> {
  const server = await startPostgresServer({
    root: join(tmpdir(), `duesflow-bench-postgres-${migrationsHash()}`),
    settings: ['shared_buffers=1GB'],
  });
  try {
    const url = await server.createDatabase(`seed_${scale}_streamed`);
    const results = new Map<string, Record<string, number>[]>(trees.map((tree) => [tree, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const tree of trees) {
        const { stdout } = await run(
          process.execPath,
          ['--expose-gc', ...profiling, '--import', 'tsx', join(__dirname, 'ledger-load-child.ts'), tree, url],
          { maxBuffer: 1 << 20 },
        );
        const figures = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, number>;
        results.get(tree)!.push(figures);
        console.log(`round ${round} ${tree}: ${JSON.stringify(figures)}; ${loadAverage()}`);
      }
    }
    for (const [tree, figures] of results) {
      const keys = Object.keys(figures[0]!);
      const medians = Object.fromEntries(keys.map((key) => [key, median(figures.map((f) => f[key]!))]));
      console.log(`median of ${rounds}, ${tree}: ${JSON.stringify(medians)}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
