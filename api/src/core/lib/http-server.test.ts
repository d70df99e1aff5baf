import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { cutOffSlowBodies, holdIdleConnections } from './http-server';

const LIMIT = { windowMs: 400, minBytes: 100 };
let server: ServerType;
let port: number;
const cutOff: string[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  server = cutOffSlowBodies(
    holdIdleConnections(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })),
    (request: IncomingMessage) => cutOff.push(`${request.method} ${request.url}`),
    LIMIT,
  );
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the headers of a 1,000-byte body, then one byte every `everyMs`; resolves with what came back once the server closes. */
function trickle(everyMs: number): Promise<{ answer: string; tookMs: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
      timer = setInterval(() => {
        if (socket.writable && sent < 1000) {
          socket.write('x');
          sent += 1;
        }
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, tookMs: Date.now() - started, sent });
    });
    socket.on('error', (error) => {
      clearInterval(timer);
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'EPIPE') return;
      reject(error);
    });
  });
}

describe('a request body that trickles in', () => {
  it('is cut off with 408 once a window passes with too little of it, and reported', async () => {
    const { answer, tookMs, sent } = await trickle(50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"error":"request_timeout"');
    expect(sent).toBeLessThan(1000);
    expect(tookMs).toBeLessThan(10_000);
    expect(cutOff).toEqual(['POST /echo']);
  });

  it('is not cut off while it arrives steadily', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'x'.repeat(5000) });
    expect(await response.json()).toEqual({ length: 5000 });
  });
});
