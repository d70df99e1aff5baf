import { connectRealtime, realtimeUrl } from './realtime-client';
import { REALTIME_MESSAGE_ACTION } from './realtime';

describe('realtimeUrl', () => {
  it('uses the page origin when the API base is relative', () => {
    expect(realtimeUrl('', 'http://portal.example.test/customers')).toBe('ws://portal.example.test/ws');
    expect(realtimeUrl('', 'https://portal.example.test/')).toBe('wss://portal.example.test/ws');
  });

  it('uses the API origin, securely when it is https', () => {
    expect(realtimeUrl('https://api.example.test', 'http://localhost:8080/')).toBe('wss://api.example.test/ws');
    expect(realtimeUrl('http://localhost:3000', 'https://portal.example.test/')).toBe('ws://localhost:3000/ws');
  });
});

describe('connectRealtime', () => {
  type FakeSocket = { url: string; onmessage?: (event: { data: unknown }) => void; onclose?: () => void; close: jest.Mock };
  let sockets: FakeSocket[];
  const originalWebSocket = globalThis.WebSocket;

  beforeEach(() => {
    jest.useFakeTimers();
    sockets = [];
    (globalThis as { WebSocket: unknown }).WebSocket = function FakeWebSocket(this: FakeSocket, url: string) {
      this.url = url;
      this.close = jest.fn();
      sockets.push(this);
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { WebSocket: unknown }).WebSocket = originalWebSocket;
  });

  it('dispatches valid messages, ignores others, and reconnects 3 s after a close', () => {
    const dispatch = jest.fn();
    const stop = connectRealtime('ws://portal.test/ws', dispatch);
    const message = { type: 'file_processed', data: { filename: 'ledger.json' } };
    sockets[0].onmessage!({ data: JSON.stringify(message) });
    sockets[0].onmessage!({ data: 'not json' });
    sockets[0].onmessage!({ data: JSON.stringify({ type: 'other', data: {} }) });
    expect(dispatch.mock.calls).toEqual([[{ type: REALTIME_MESSAGE_ACTION, payload: message }]]);

    sockets[0].onclose!();
    jest.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    stop();
    expect(sockets[1].close).toHaveBeenCalled();
    sockets[1].onclose!();
    jest.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });
});
