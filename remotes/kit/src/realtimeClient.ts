import {
  REALTIME_PATH,
  REALTIME_RECONNECT_AFTER_CLOSE_MS,
  REALTIME_MESSAGE_TYPES,
  REALTIME_RECONNECT_AFTER_FAILURE_MS,
  ZRealtimeMessage,
  type TRealtimeMessage,
} from '@duesflow/shared-contracts/realtime';

/** Spec part 1 §4: disconnected, then connecting, then connected. */
export type TConnectionStatus = 'disconnected' | 'connecting' | 'connected';

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
  /** The browser's WebSocket unless a test hands in a fake. */
  createSocket?: SocketFactory;
  onStatus?(status: TConnectionStatus): void;
  /** Every valid message; unknown and unreadable frames are only logged. */
  onMessage(message: TRealtimeMessage): void;
  /**
   * After every close, before the reconnect is scheduled. `opened` is false when the socket never
   * opened: the server refused it (e.g. no session: browsers hide the 401) or could not be reached.
   */
  onClose?(info: { opened: boolean; code: number }): void;
}

export interface RealtimeClient {
  start(): void;
  stop(): void;
  /** Sends only while the connection is open; answers whether it was sent. */
  send(message: unknown): boolean;
}

/** ws:// or wss:// URL of the realtime endpoint on the API's origin (the page's, when the base is relative). */
export function realtimeUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(REALTIME_PATH, apiBase || pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Read one frame off the socket. Extra fields are ignored (the schemas strip them); unknown message
 * types are only logged (spec part 1 §4); anything that is not a message at all is logged as an error.
 */
export function parseRealtimeData(data: unknown): TRealtimeMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch (error) {
    console.error('[duesflow] unparseable realtime message:', data, error);
    return undefined;
  }
  const parsed = ZRealtimeMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const type = (json as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !(REALTIME_MESSAGE_TYPES as readonly string[]).includes(type)) {
    console.log('[duesflow] unknown realtime message type:', type);
  } else {
    console.error('[duesflow] malformed realtime message:', json, parsed.error.issues);
  }
  return undefined;
}

/**
 * The page's realtime connection (the shell's, or a mounted screen's own): keeps itself alive with the
 * spec's reconnect delays — 3 s after a close, 5 s after a failed creation (part 1 §4, §9).
 */
export function createRealtimeClient({
  url,
  createSocket = (target) => new WebSocket(target),
  onStatus = () => {},
  onMessage,
  onClose = () => {},
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
    let opened = false;
    created.onopen = () => {
      opened = true;
      onStatus('connected');
    };
    created.onmessage = (event) => {
      const message = parseRealtimeData(event.data);
      if (message) onMessage(message);
    };
    created.onerror = () => onStatus('disconnected');
    created.onclose = (event) => {
      socket = undefined;
      onStatus('disconnected');
      onClose({ opened, code: event?.code ?? 1006 });
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
