/**
 * One API process for tests that kill it with SIGKILL (docs/sending.md, "Exactly once across a crash"):
 * the real runtime and HTTP server on a port, over PostgreSQL (DATABASE_URL) or the embedded database in
 * its own process (DATA_DIR), sending through the HTTP vendor stand-in at VENDOR_URL. It prints one JSON
 * line when it listens: `{ "url", "cookie" }` (the test admin's session).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openDatabase } from '../core/db/open';
import { holdIdleConnections } from '../core/lib/http-server';
import { httpVendorChannels } from './provider-stand-in';
import { createTestApp } from './test-app';

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? 'unused' });
  const t = await createTestApp({
    database,
    channels: httpVendorChannels(process.env.VENDOR_URL!),
    // The default chunks, slices and workers of a real process; the sweep as in production.
    engine: { sweepIntervalMs: 60_000, pollingIntervalSeconds: 2, sendCooldownHours: 0, workerId: process.env.WORKER_ID || undefined },
  });
  const server = holdIdleConnections(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, cookie: t.cookies.admin })}\n`);
  process.on('SIGTERM', () => {
    server.close();
    void t.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
