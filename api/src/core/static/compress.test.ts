import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppBindings } from '../app-deps';
import { compressResponses } from './compress';

/**
 * Over a real socket: @hono/node-server answers `c.json()` with a light response that rebuilds itself
 * from its first headers once its body is read, so a header set after the handler (the security
 * headers) was lost from every compressed answer (and from any answer to a client accepting br/gzip).
 */
let server: ServerType;
let base: string;

beforeAll(async () => {
  const app = new Hono<AppBindings>();
  app.use('*', compressResponses());
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/big', (c) => c.json({ text: 'x'.repeat(4000) }));
  app.get('/empty', (c) => c.body(null, 200, { 'Content-Type': 'application/json' }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('keeps the headers set after the handler on compressed, small and empty answers', async () => {
  for (const [path, encoding] of [
    ['/big', 'br'],
    ['/small', null],
    ['/empty', null],
  ] as const) {
    const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
    expect([path, response.headers.get('x-content-type-options'), response.headers.get('content-encoding')]).toEqual([
      path,
      'nosniff',
      encoding,
    ]);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  }
});
