import { fakeSocketFactory } from '../test/fakeSocket';
import type { ConnectionStatus } from './realtimeSlice';
import { createRealtimeClient, realtimeUrl } from './realtimeClient';

function startClient() {
  const factory = fakeSocketFactory();
  const statuses: ConnectionStatus[] = [];
  const data: unknown[] = [];
  const client = createRealtimeClient({
    url: 'ws://portal.test/ws',
    createSocket: factory.create,
    onStatus: (status) => statuses.push(status),
    onData: (frame) => data.push(frame),
  });
  return { client, factory, statuses, data, status: () => statuses[statuses.length - 1] };
}

describe('realtime client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

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

  it('hands every frame to onData', () => {
    const { client, factory, data } = startClient();
    client.start();
    factory.latest().serverOpens();
    factory.latest().serverSends('{"type":"metrics_updated"}');
    expect(data).toEqual(['{"type":"metrics_updated"}']);
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

describe('realtimeUrl', () => {
  it('uses wss on a secure page and ws otherwise, on the page host', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'portal.example.in' }, '/ws')).toBe('wss://portal.example.in/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' }, '/ws')).toBe('ws://localhost:3000/ws');
  });
});
