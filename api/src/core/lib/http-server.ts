import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

/**
 * A body must keep arriving: at least `minBytes` in every `windowMs` (1 KB per 10 s by default, far below
 * the slowest mobile link). Node's own limits end a request only after its `requestTimeout` (5 minutes)
 * and never for a trickle, so one client sending a byte a second could hold a request open for as
 * long as it liked.
 */
export const SLOW_BODY_LIMIT = { windowMs: 10_000, minBytes: 1024 } as const;

export const REQUEST_TIMEOUT_BODY = JSON.stringify({ error: 'request_timeout', message: 'The request body arrived too slowly.' });

function mayHaveBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/**
 * Answers 408 and closes the connection when a request's body stops arriving at the rate above;
 * `onCutOff` is told first (the audit trail records the refusal).
 */
export function cutOffSlowBodies<T extends Server | ServerType>(
  server: T,
  onCutOff: (request: IncomingMessage) => void = () => undefined,
  limit: { windowMs: number; minBytes: number } = SLOW_BODY_LIMIT,
): T {
  (server as Server).on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!mayHaveBody(request) || request.complete) return;
    let seen = request.socket.bytesRead;
    const timer = setInterval(() => {
      if (request.complete) return stop();
      const read = request.socket.bytesRead;
      if (read - seen >= limit.minBytes) {
        seen = read;
        return;
      }
      stop();
      onCutOff(request);
      const socket = request.socket;
      if (response.headersSent) return void socket.destroy();
      response.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(REQUEST_TIMEOUT_BODY, () => socket.destroy());
      // A client that does not read its answer either is not waited for.
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, limit.windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    response.once('close', stop);
  });
  return server;
}
