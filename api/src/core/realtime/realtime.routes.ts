import type { UpgradeWebSocket } from 'hono/ws';
import type { Hono } from 'hono';
import { REALTIME_PATH } from '@duesflow/shared-contracts/realtime';
import type { RealtimeBus } from './realtime-bus';
import type { Logger } from '../lib/logger';
import { getCookie } from 'hono/cookie';
import { sessionUserOf, UNAUTHENTICATED } from '../auth/guard';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions';
import type { AppBindings } from '../app-deps';
import { CROSS_SITE_REQUEST, isAllowedOrigin } from '../security/origin-check';

/** The largest frame a client may send (none is needed; a bigger one closes the socket with 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

interface Socket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readyState: number;
}

/** How often every open socket's session is checked again: a signed-out or ended session's socket closes. */
export const SESSION_RECHECK_MS = 30_000;
/** The close code of a socket whose session ended (an application code: 4000–4999). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

const OPEN = 1;

/**
 * `/ws`: every connected browser receives every realtime event as one JSON text frame
 * (a ZRealtimeMessage). Incoming frames are not needed by any screen and are ignored.
 */
export function mountRealtime(
  app: Hono<AppBindings>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the node adapter's socket type is not exported
  upgradeWebSocket: UpgradeWebSocket<any>,
  bus: RealtimeBus,
  logger: Logger,
  sessions: Sessions,
) {
  const sockets = new Set<Socket>();
  /** Each open socket's session cookie token, checked again every SESSION_RECHECK_MS. */
  const tokens = new Map<Socket, string>();
  async function recheckSessions(): Promise<void> {
    for (const [socket, token] of [...tokens]) {
      if ((await sessions.resolve(token).catch(() => 'unknown')) !== null) continue;
      tokens.delete(socket);
      sockets.delete(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }
  const recheck = setInterval(() => void recheckSessions(), SESSION_RECHECK_MS);
  recheck.unref();
  bus.subscribe((message) => {
    const frame = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState === OPEN) socket.send(frame);
    }
  });

  app.get(
    REALTIME_PATH,
    // The upgrade is refused (the HTTP status, no socket) without a session or from a foreign page.
    async (c, next) => {
      if (!isAllowedOrigin(c)) {
        return c.json(CROSS_SITE_REQUEST, 403);
      }
      if (!(await sessionUserOf(c))) return c.json(UNAUTHENTICATED, 401);
      await next();
    },
    upgradeWebSocket((c) => {
      const token = getCookie(c, SESSION_COOKIE) ?? '';
      return {
        onOpen(_event: unknown, ws: Socket) {
          sockets.add(ws);
          tokens.set(ws, token);
          logger.debug(`realtime client connected (${sockets.size} open)`);
        },
        onClose(_event: unknown, ws: Socket) {
          sockets.delete(ws);
          tokens.delete(ws);
        },
        onError(_event: unknown, ws: Socket) {
          sockets.delete(ws);
          tokens.delete(ws);
        },
      };
    }),
  );
  return {
    connectedCount: () => sockets.size,
    /** Closes every socket whose session has ended since it opened (also run every SESSION_RECHECK_MS). */
    recheckSessions,
    stop: () => clearInterval(recheck),
  };
}
