/**
 * Bench-only reference routes, in their own process on the same machine: a bare Hono route, and a bare
 * Hono route answering the same page of customers the API answers (fetched once from it, held in
 * memory). Never part of the product API.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

async function main() {
  const apiUrl = process.argv[2]!;
  // Signed in as the bench is (its cookie comes in BENCH_COOKIE).
  const page = await (
    await fetch(`${apiUrl}/api/customers?page=1&pageSize=50`, { headers: { cookie: process.env.BENCH_COOKIE ?? '' } })
  ).text();
  const app = new Hono();
  app.get('/bare', (c) => c.json({ ok: true }));
  app.get('/bare/customers-page', (c) => c.body(page, 200, { 'content-type': 'application/json' }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.send?.({ port: info.port }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

void main();
