#!/usr/bin/env node
// `npm start`: build whatever bundle (or the API) is missing or stale, then run the compiled API, which
// serves the whole portal on one port (shell at /, remotes at /remotes/<name>/, API at /api, realtime at /ws).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPortal } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildPortal();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
