import {
  REALTIME_RECONNECT_AFTER_CLOSE_MS,
  REALTIME_RECONNECT_AFTER_FAILURE_MS,
} from '@duesflow/shared-contracts/realtime';
import type { ConnectionStatus } from './realtimeSlice';

/** The part of the browser WebSocket the client uses; tests hand in a fake. */
export interface RealtimeSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export type SocketFactory = (url: string) => RealtimeSocket;

const OPEN = 1;

export interface RealtimeClientOptions {
  url: string;
  createSocket?: SocketFactory;
  onStatus(status: ConnectionStatus): void;
  onData(data: unknown): void;
}

export interface RealtimeClient {
  start(): void;
  stop(): void;
  /** Sends only while the connection is open; answers whether it was sent. */
  send(message: unknown): boolean;
}

/** One connection that keeps itself alive with the spec's reconnect delays (part 1 §4, §9). */
export function createRealtimeClient({
  url,
  createSocket = (target) => new WebSocket(target),
  onStatus,
  onData,
}: RealtimeClientOptions): RealtimeClient {
  let socket: RealtimeSocket | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const reconnectAfter = (delayMs: number) => {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, delayMs);
  };

  function connect() {
    reconnectTimer = undefined;
    if (!running) return;
    onStatus('connecting');
    let created: RealtimeSocket;
    try {
      created = createSocket(url);
    } catch (error) {
      console.error('[duesflow] could not open the realtime connection:', error);
      onStatus('disconnected');
      reconnectAfter(REALTIME_RECONNECT_AFTER_FAILURE_MS);
      return;
    }
    socket = created;
    created.onopen = () => onStatus('connected');
    created.onmessage = (event) => onData(event.data);
    created.onerror = () => onStatus('disconnected');
    created.onclose = () => {
      socket = undefined;
      onStatus('disconnected');
      reconnectAfter(REALTIME_RECONNECT_AFTER_CLOSE_MS);
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      if (socket) {
        socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
        socket.close();
        socket = undefined;
      }
      onStatus('disconnected');
    },
    send(message) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
  };
}

/** Same host as the page, secure scheme when the page is secure (spec part 1 §7). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
