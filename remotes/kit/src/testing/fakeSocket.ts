import type { RealtimeSocket, SocketFactory } from '../realtimeClient';

/** A WebSocket stand-in the test drives by hand. */
export class FakeSocket implements RealtimeSocket {
  readyState = 0;
  onopen: RealtimeSocket['onopen'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }

  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverCloses() {
    this.readyState = 3;
    this.onclose?.(new Event('close') as CloseEvent);
  }
  serverErrors() {
    this.onerror?.(new Event('error'));
  }
  serverSends(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
}

/** A socket factory that records every socket it made; `failNext` makes the next creation throw. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  let failures = 0;
  const create: SocketFactory = (url) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('WebSocket creation failed');
    }
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return {
    create,
    sockets,
    latest: () => sockets[sockets.length - 1],
    failNext(times = 1) {
      failures += times;
    },
  };
}

/**
 * Replaces the page's `WebSocket` with fakes for code that opens its own connection (mount()); returns
 * the factory that records them and the function that puts the real one back.
 */
export function installFakeWebSocket() {
  const factory = fakeSocketFactory();
  const real = globalThis.WebSocket;
  globalThis.WebSocket = function FakeWebSocket(url: string | URL) {
    return factory.create(String(url));
  } as unknown as typeof WebSocket;
  return { ...factory, restore: () => void (globalThis.WebSocket = real) };
}
