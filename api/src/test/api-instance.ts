import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openDatabase } from '../core/db/open';
import type { RuntimeOptions } from '../core/runtime';
import { connectRealtime, type RealtimeSocket } from './realtime-socket';
import { createTestApp, type TestApp } from './test-app';
import { holdIdleConnections } from '../core/lib/http-server';

/** One API process as `server.ts` starts it: database from DATABASE_URL, runtime, HTTP and /ws on a port. */
export interface ApiInstance extends TestApp {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** A signed-in browser's WebSocket to this instance's `/ws` (the admin's cookie, the instance's Origin). */
  connectSocket(): Promise<RealtimeSocket>;
  /** Closes sockets and the HTTP server, then stops the runtime (queue, realtime, database). */
  stop(): Promise<void>;
}

export async function startApiInstance(databaseUrl: string, options: Partial<Omit<RuntimeOptions, 'database'>> = {}): Promise<ApiInstance> {
  // The data directory is only used without a DATABASE_URL.
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  const t = await createTestApp({ ...options, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const server = holdIdleConnections(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
  t.injectWebSocket(server);
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    ...t,
    url,
    connectSocket: () => connectRealtime(`ws://127.0.0.1:${port}/ws`, t.sessionHeaders('admin', url)),
    async stop() {
      t.closeWebSockets();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.stop();
    },
  };
}
