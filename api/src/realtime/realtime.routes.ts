import type { UpgradeWebSocket } from 'hono/ws';
import type { Hono } from 'hono';
import { REALTIME_PATH } from '@duesflow/shared-contracts/realtime';
import type { RealtimeBus } from './realtime-bus';
import type { Logger } from '../lib/logger';

interface Socket {
  send(data: string): void;
  readyState: number;
}

const OPEN = 1;

/**
 * `/ws`: every connected browser receives every realtime event as one JSON text frame
 * (a ZRealtimeMessage). Incoming frames are not needed by any screen and are ignored.
 */
export function mountRealtime(app: Hono<any>, upgradeWebSocket: UpgradeWebSocket<any>, bus: RealtimeBus, logger: Logger) {
  const sockets = new Set<Socket>();
  bus.subscribe((message) => {
    const frame = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState === OPEN) socket.send(frame);
    }
  });

  app.get(
    REALTIME_PATH,
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
