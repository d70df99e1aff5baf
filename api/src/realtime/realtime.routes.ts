import type { UpgradeWebSocket } from 'hono/ws';
import type { Hono } from 'hono';
import { REALTIME_PATH } from '@duesflow/shared-contracts/realtime';
import type { RealtimeBus } from './realtime-bus';
import type { Logger } from '../lib/logger';
import { sessionUserOf, UNAUTHENTICATED } from '../auth/guard';
import type { AppBindings } from '../app-deps';
import { CROSS_SITE_REQUEST, isAllowedOrigin } from '../security/origin-check';

/** The largest frame a client may send (none is needed; a bigger one closes the socket with 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

interface Socket {
  send(data: string): void;
  readyState: number;
}

const OPEN = 1;

/**
 * `/ws`: every connected browser receives every realtime event as one JSON text frame
 * (a ZRealtimeMessage). Incoming frames are not needed by any screen and are ignored.
 */
export function mountRealtime(
  app: Hono<AppBindings>,
  upgradeWebSocket: UpgradeWebSocket<any>,
  bus: RealtimeBus,
  logger: Logger,
) {
  const sockets = new Set<Socket>();
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
    upgradeWebSocket(() => ({
      onOpen(_event: unknown, ws: Socket) {
        sockets.add(ws);
        logger.debug(`realtime client connected (${sockets.size} open)`);
      },
      onClose(_event: unknown, ws: Socket) {
        sockets.delete(ws);
      },
      onError(_event: unknown, ws: Socket) {
        sockets.delete(ws);
      },
    })),
  );
  return { connectedCount: () => sockets.size };
}
