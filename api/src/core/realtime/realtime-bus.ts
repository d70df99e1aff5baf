import { sql } from 'drizzle-orm';
import { ZRealtimeMessage, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../lib/logger';

/** The Postgres channel every API process publishes to and listens on. */
export const EVENTS_CHANNEL = 'duesflow_events';

export type RealtimeListener = (message: TRealtimeMessage) => void;

export interface RealtimeBus {
  /** NOTIFY every API process (this one included); they forward it to their sockets. */
  publish(message: TRealtimeMessage): Promise<void>;
  /** Called for every event any process published, as it arrives through LISTEN. */
  subscribe(listener: RealtimeListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Events go through Postgres NOTIFY rather than straight to local sockets, so several API processes
 * behind a load balancer all push every event, whichever process caused it.
 */
export function createRealtimeBus(handle: DatabaseHandle, logger: Logger): RealtimeBus {
  const listeners = new Set<RealtimeListener>();
  let unlisten: (() => Promise<void>) | undefined;

  const deliver = (payload: string) => {
    let message: TRealtimeMessage;
    try {
      message = ZRealtimeMessage.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn('ignored an unreadable realtime event', { payload, error: String(error) });
      return;
    }
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        logger.error('realtime listener failed', error);
      }
    }
  };

  return {
    async publish(message) {
      const payload = JSON.stringify(ZRealtimeMessage.parse(message));
      try {
        await handle.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      } catch (error) {
        // The change itself is committed; a lost notification only delays the screens' reload.
        logger.error('could not publish a realtime event', error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      unlisten ??= await handle.listen(EVENTS_CHANNEL, deliver);
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      listeners.clear();
      await stop?.();
    },
  };
}
