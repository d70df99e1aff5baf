import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open. It must outlast the idle timeout of whatever
 * reuses the connection: a load balancer (commonly 60 s) or an HTTP client whose own timer runs late on a
 * busy machine. When the server closes first, the client's next request on that connection fails with
 * ECONNRESET (a load balancer answers 502) although nothing was wrong.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Holds idle connections for {@link IDLE_CONNECTION_MS}; the headers timeout stays above it, as Node requires. */
export function holdIdleConnections<T extends Server | ServerType>(server: T): T {
  const http = server as Server;
  http.keepAliveTimeout = IDLE_CONNECTION_MS;
  http.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
