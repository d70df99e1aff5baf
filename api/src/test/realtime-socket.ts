import { ZRealtimeMessage, type TRealtimeMessage } from '@duesflow/shared-contracts/realtime';

/** `ws` ships with @hono/node-ws (no type package is installed): the few members used here. */
interface WsClient {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebSocket: new (url: string, options?: { headers?: Record<string, string> }) => WsClient = require('ws');

const EVENT_WAIT_MS = 20_000;

export interface RealtimeSocket {
  /** Every frame received so far, parsed. */
  received: TRealtimeMessage[];
  /** The first frame (already received or still to come) of `type` that `match` accepts. */
  next<T extends TRealtimeMessage['type']>(
    type: T,
    match?: (message: Extract<TRealtimeMessage, { type: T }>) => boolean,
  ): Promise<Extract<TRealtimeMessage, { type: T }>>;
  close(): void;
}

interface Waiter {
  accepts(message: TRealtimeMessage): boolean;
  resolve(message: TRealtimeMessage): void;
}

/**
 * A browser's view of `/ws`: connects like the shell does and collects every frame. A browser sends
 * the page's Origin and the session cookie with the upgrade: pass them in `headers`
 * (`t.sessionHeaders()`).
 */
export function connectRealtime(url: string, headers: Record<string, string> = {}): Promise<RealtimeSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const received: TRealtimeMessage[] = [];
    const waiters = new Set<Waiter>();
    socket.on('message', (data) => {
      const message = ZRealtimeMessage.parse(JSON.parse(data.toString()));
      received.push(message);
      for (const waiter of waiters) {
        if (!waiter.accepts(message)) continue;
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        received,
        next(type, match) {
          type Wanted = Extract<TRealtimeMessage, { type: typeof type }>;
          const accepts = (message: TRealtimeMessage) => message.type === type && (!match || match(message as Wanted));
          const seen = received.find(accepts);
          if (seen) return Promise.resolve(seen as Wanted);
          return new Promise<Wanted>((done, fail) => {
            const waiter: Waiter = {
              accepts,
              resolve: (message) => {
                clearTimeout(timer);
                done(message as Wanted);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no ${type} frame on ${url} within ${EVENT_WAIT_MS} ms`));
            }, EVENT_WAIT_MS);
            timer.unref();
            waiters.add(waiter);
          });
        },
        close: () => socket.close(),
      }),
    );
  });
}
