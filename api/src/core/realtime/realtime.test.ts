import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { ZWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { silentLogger } from '../lib/logger';
import { connectRealtime } from '../../test/realtime-socket';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EVENTS_CHANNEL, createRealtimeBus } from './realtime-bus';
import { holdIdleConnections } from '../lib/http-server';

let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = holdIdleConnections(serve({ fetch: t.app.fetch, port: 0 }));
  t.injectWebSocket(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  t.closeWebSockets();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.stop();
});

const origin = () => `http://localhost:${port}`;
const connect = () => connectRealtime(`ws://localhost:${port}/ws`, t.sessionHeaders('admin', origin()));

describe('/ws', () => {
  it('pushes workflow_completed and metrics_updated to every connected browser', async () => {
    const first = await connect();
    const second = await connect();
    const completedOnFirst = first.next('workflow_completed');
    const completedOnSecond = second.next('workflow_completed');

    const response = await fetch(`http://localhost:${port}/api/workflows/payment-follow-up`, {
      method: 'POST',
      headers: { ...t.sessionHeaders('admin', origin()), 'content-type': 'application/json' },
    });
    expect(response.status).toBe(202);
    const { executionId } = ZWorkflowStarted.parse(await response.json());

    const expected = {
      type: 'workflow_completed',
      data: {
        workflowName: 'Payment Follow-up Calls',
        executionId,
        status: 'success',
        error: null,
        summary: 'Nobody was called: no customer is overdue',
        contacted: 0,
        outcome: 'nothing_sent',
        cost: { amount: 0, currency: 'USD' },
      },
    };
    await expect(completedOnFirst).resolves.toEqual(expected);
    await expect(completedOnSecond).resolves.toEqual(expected);
    expect(first.received.filter((m) => m.type === 'metrics_updated').length).toBeGreaterThanOrEqual(1);
    first.close();
    second.close();
  });

  it('answers a plain GET without an upgrade with an error', async () => {
    const response = await fetch(`http://localhost:${port}/ws`, { headers: t.sessionHeaders('admin', origin()) });
    expect(response.ok).toBe(false);
  });

  it('refuses the upgrade without a session (401), with an ended one, and from a page on another site (403)', async () => {
    const url = `ws://localhost:${port}/ws`;
    await expect(connectRealtime(url, { origin: origin() })).rejects.toThrow(/401/);
    await expect(connectRealtime(url, { origin: origin(), cookie: 'duesflow_session=forged' })).rejects.toThrow(/401/);
    await expect(connectRealtime(url, t.sessionHeaders('admin', 'https://evil.example'))).rejects.toThrow(/403/);
    const viewer = await connectRealtime(url, t.sessionHeaders('viewer', origin()));
    viewer.close();
  });

  it('closes a socket that sends a frame over 64 KB (1009) and keeps small ones open', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const WebSocket = require('ws');
    const socket = new WebSocket(`ws://localhost:${port}/ws`, { headers: t.sessionHeaders('admin', origin()) });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    socket.send('x'.repeat(1024));
    socket.send('x'.repeat(65 * 1024));
    await expect(closed).resolves.toBe(1009);
  });
});

describe('/ws after sign-out', () => {
  it('closes an open socket once its session has ended (4401), and keeps the others open', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const WebSocket = require('ws');
    const session = await t.deps.sessions.open(t.userIds.collector);
    const headers = { cookie: `duesflow_session=${session.token}`, origin: origin() };
    const ending = new WebSocket(`ws://localhost:${port}/ws`, { headers });
    await new Promise((resolve, reject) => {
      ending.once('open', resolve);
      ending.once('error', reject);
    });
    const staying = await connect();
    const closed = new Promise<number>((resolve) => ending.once('close', (code: number) => resolve(code)));
    await t.deps.sessions.revoke(session.tokenHash);
    await t.recheckRealtimeSessions();
    await expect(closed).resolves.toBe(4401);
    // The admin's socket still receives events.
    const next = staying.next('metrics_updated');
    t.deps.bus.publish({ type: 'metrics_updated', data: { scopes: ['dashboard'] } } as TRealtimeMessage);
    await expect(next).resolves.toMatchObject({ type: 'metrics_updated' });
    staying.close();
  });
});

describe('the realtime bus', () => {
  it('delivers an event published by one bus to every bus listening on the database', async () => {
    // Two buses on one database stand for two API processes behind a load balancer.
    const other = createRealtimeBus(t.database, silentLogger);
    await other.start();
    try {
      const seenByOther = new Promise<TRealtimeMessage>((resolve) => other.subscribe(resolve));
      const seenHere = t.nextEvent('file_processed');
      await t.deps.bus.publish({ type: 'file_processed', data: { filename: 'tally-export.json' } });
      const expected = { type: 'file_processed', data: { filename: 'tally-export.json' } };
      await expect(seenByOther).resolves.toEqual(expected);
      await expect(seenHere).resolves.toEqual(expected);
    } finally {
      await other.stop();
    }
  });

  it('ignores notifications that are not realtime messages', async () => {
    const seen: TRealtimeMessage[] = [];
    const unsubscribe = t.deps.bus.subscribe((message) => seen.push(message));
    const valid = t.nextEvent('metrics_updated', (m) => m.data.scopes.includes('tally'));
    await t.deps.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${'not json'})`);
    await t.deps.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ type: 'unknown_kind', data: {} })})`);
    await t.deps.bus.publish({ type: 'metrics_updated', data: { scopes: ['tally'] } });
    await valid;
    unsubscribe();
    expect(seen).toEqual([{ type: 'metrics_updated', data: { scopes: ['tally'] } }]);
  });
});
