import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { fakeSocketFactory } from './testing/fakeSocket';
import { createRealtimeClient, parseRealtimeData, realtimeUrl, type TConnectionStatus } from './realtimeClient';

function startClient() {
  const factory = fakeSocketFactory();
  const statuses: TConnectionStatus[] = [];
  const messages: TRealtimeMessage[] = [];
  const client = createRealtimeClient({
    url: 'ws://portal.test/ws',
    createSocket: factory.create,
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
  });
  return { client, factory, statuses, messages, status: () => statuses[statuses.length - 1] };
}

describe('realtime client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('goes connecting, then connected when the socket opens', () => {
    const { client, factory, statuses } = startClient();
    client.start();
    expect(statuses).toEqual(['connecting']);
    expect(factory.latest().url).toBe('ws://portal.test/ws');
    factory.latest().serverOpens();
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('on close goes disconnected and reconnects after 3 seconds', () => {
    const { client, factory, status } = startClient();
    client.start();
    factory.latest().serverOpens();
    factory.latest().serverCloses();
    expect(status()).toBe('disconnected');

    jest.advanceTimersByTime(2999);
    expect(factory.sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(2);
    expect(status()).toBe('connecting');
  });

  it('tells the host whether a closed socket had ever opened (a refused upgrade never does)', () => {
    const factory = fakeSocketFactory();
    const closes: { opened: boolean }[] = [];
    const client = createRealtimeClient({
      url: 'ws://portal.test/ws',
      createSocket: factory.create,
      onMessage: () => {},
      onClose: (info) => closes.push({ opened: info.opened }),
    });
    client.start();
    factory.latest().serverCloses();
    expect(closes).toEqual([{ opened: false }]);
    jest.advanceTimersByTime(3000);
    factory.latest().serverOpens();
    factory.latest().serverCloses();
    expect(closes).toEqual([{ opened: false }, { opened: true }]);
    client.stop();
  });

  it('retries after 5 seconds when creating the socket fails', () => {
    const { client, factory, status } = startClient();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    factory.failNext();
    client.start();
    expect(status()).toBe('disconnected');
    expect(factory.sockets).toHaveLength(0);

    jest.advanceTimersByTime(4999);
    expect(factory.sockets).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(factory.sockets).toHaveLength(1);
    expect(status()).toBe('connecting');
  });

  it('goes disconnected on a socket error', () => {
    const { client, factory, status } = startClient();
    client.start();
    factory.latest().serverOpens();
    factory.latest().serverErrors();
    expect(status()).toBe('disconnected');
  });

  it('hands every valid message on and drops unknown and unreadable frames', () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { client, factory, messages } = startClient();
    client.start();
    factory.latest().serverOpens();
    factory.latest().serverSends({ type: 'file_processed', data: { filename: 'ledger.json' } });
    factory.latest().serverSends('not json');
    factory.latest().serverSends({ type: 'other', data: {} });
    expect(messages).toEqual([{ type: 'file_processed', data: { filename: 'ledger.json' } }]);
  });

  it('sends only while the connection is open', () => {
    const { client, factory } = startClient();
    client.start();
    expect(client.send({ hello: 1 })).toBe(false);
    factory.latest().serverOpens();
    expect(client.send({ hello: 2 })).toBe(true);
    factory.latest().serverCloses();
    expect(client.send({ hello: 3 })).toBe(false);
    expect(factory.sockets[0].sent).toEqual(['{"hello":2}']);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    const { client, factory, status } = startClient();
    client.start();
    factory.latest().serverOpens();
    client.stop();
    expect(factory.latest().closed).toBe(true);
    expect(status()).toBe('disconnected');
    jest.advanceTimersByTime(60_000);
    expect(factory.sockets).toHaveLength(1);
  });
});

describe('parseRealtimeData', () => {
  afterEach(() => jest.restoreAllMocks());

  it("accepts the spec's workflow_completed shape, with only the workflow name", () => {
    expect(parseRealtimeData('{"type":"workflow_completed","data":{"workflowName":"Payment Follow-up"}}')).toEqual({
      type: 'workflow_completed',
      data: { workflowName: 'Payment Follow-up', status: 'success' },
    });
  });

  it('ignores extra fields instead of calling the message malformed', () => {
    const frame = {
      type: 'workflow_completed',
      at: 'now',
      data: { workflowName: 'Bulk SMS', executionId: 'e1', status: 'success', sent: 12 },
    };
    expect(parseRealtimeData(JSON.stringify(frame))).toEqual({
      type: 'workflow_completed',
      data: { workflowName: 'Bulk SMS', executionId: 'e1', status: 'success' },
    });
  });

  it('logs unknown types and reports unreadable or malformed frames as errors', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRealtimeData('{"type":"server_restarted","data":{}}')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.any(String), 'server_restarted');
    expect(parseRealtimeData('not json')).toBeUndefined();
    expect(parseRealtimeData('{"type":"file_processed","data":{}}')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('realtimeUrl', () => {
  it('uses the page origin when the API base is relative, wss on a secure page', () => {
    expect(realtimeUrl('', 'http://localhost:3000/customers')).toBe('ws://localhost:3000/ws');
    expect(realtimeUrl('', 'https://portal.example.in/')).toBe('wss://portal.example.in/ws');
  });

  it('uses the API origin, securely when it is https', () => {
    expect(realtimeUrl('https://api.example.test', 'http://localhost:8080/')).toBe('wss://api.example.test/ws');
    expect(realtimeUrl('http://localhost:3000', 'https://portal.example.test/')).toBe('ws://localhost:3000/ws');
  });
});
