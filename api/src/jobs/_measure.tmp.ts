import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db/pglite';
import { silentLogger } from '../lib/logger';
import { startRuntime } from '../runtime';
import { createApp } from '../app';
import { sql } from 'drizzle-orm';

async function main() {
  const n = Number(process.argv[2] ?? 10000);
  const dataDir = mkdtempSync(join(tmpdir(), 'd2-measure-'));
  const database = await openPglite({ dataDir });
  const runtime = await startRuntime({ database, logger: silentLogger, publicUrl: 'http://x', engine: { pollingIntervalSeconds: 0.5, send: { chunkSize: Number(process.env.CHUNK ?? 500), sliceSize: Number(process.env.SLICE ?? 250) } } });
  const { app } = createApp(runtime.deps);
  const recipients = Array.from({ length: n }, (_, i) => `+91 9${String(i).padStart(9, '0')}`);
  const t0 = performance.now();
  const res = await app.request('/api/workflows/bulk-sms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Reminder', recipients }) });
  const t1 = performance.now();
  const body = (await res.json()) as { executionId: string };
  console.log('accepted', res.status, Math.round(t1 - t0), 'ms');
  await new Promise<void>((resolve) => {
    runtime.deps.bus.subscribe((m) => {
      if (m.type === 'workflow_progress') console.log('progress', m.data.done, Math.round(performance.now() - t1));
      if (m.type === 'workflow_completed' && m.data.executionId === body.executionId) resolve();
    });
  });
  const t2 = performance.now();
  const rows = await runtime.deps.db.execute(sql`select count(*)::int as n, count(distinct "to")::int as d from messages where execution_id = ${body.executionId}`);
  console.log('done', Math.round(t2 - t1), 'ms', (rows as any).rows[0], Math.round(n / ((t2 - t1) / 1000)), 'msg/s');
  await runtime.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
