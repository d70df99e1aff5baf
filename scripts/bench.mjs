#!/usr/bin/env node
// `npm run bench [-- --scale 10000|100000]`: the API benchmark (HTTP against the started server, every
// figure beside a reference measured in the same run), then the first-page benchmark in Chromium, then the
// customer's page on a throttled slow phone. Other arguments are passed to the API benchmark (its `--only a,b`
// picks API sections); `--skip-page` leaves both browser parts out; `--part customer-page` (or `api`, `page`,
// several with commas) runs just those parts, after the build.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['api', 'page', 'customer-page'];
const args = process.argv.slice(2);
const partAt = args.indexOf('--part');
const parts = partAt === -1 ? null : (args[partAt + 1] ?? '').split(',');
if (parts && !parts.every((part) => PARTS.includes(part))) {
  console.error(`--part takes ${PARTS.join(', ')} (several with commas)`);
  process.exit(2);
}
const skipPage = args.includes('--skip-page');
const apiArgs = args.filter((arg, at) => arg !== '--skip-page' && at !== partAt && at !== partAt + 1);
const runs = (part) => (parts ? parts.includes(part) : part === 'api' || !skipPage);

function run(title, command, commandArgs, cwd) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

// The API is measured as `npm start` runs it: compiled, built here when stale.
const built = run('Build', process.execPath, [join(root, 'scripts', 'build.mjs')], root);
if (!built) process.exit(1);
process.env.BENCH_COMPILED = '1';
const results = [];
if (runs('api'))
  results.push(
    run(
      'API',
      process.execPath,
      ['--experimental-websocket', '--import', 'tsx', join(root, 'api', 'bench', 'run.ts'), ...apiArgs],
      join(root, 'api'),
    ),
  );
if (runs('page')) results.push(run('First page', process.execPath, [join(root, 'scripts', 'bench-page.mjs')], root));
if (runs('customer-page'))
  results.push(run('Customer page on a slow phone', process.execPath, [join(root, 'scripts', 'bench-customer-page.mjs')], root));
process.exit(results.every(Boolean) ? 0 : 1);
