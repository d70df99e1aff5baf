import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ChannelAdapter, ChannelAdapters, SendRequest, SendResult } from '../adapters/channels/channel-adapter';
import { createSandboxChannel } from '../adapters/channels/sandbox-channel';
import { rowsOf } from '../db/database';
import type { TContactChannel } from '../db/schema/contact-attempts';
import { contactAttempts } from '../db/schema/contact-attempts';
import { messageAttempts } from '../db/schema/message-attempts';
import { messages } from '../db/schema/messages';
import { fixtures } from '../test/fixtures';
import { createTestApp, openTestDatabase, type TestApp } from '../test/test-app';
import { SEND_QUEUE, WORKFLOW_QUEUE } from './boss';
import { chunkJobId } from './bulk-send';

const QUICK_RETRY = { retryLimit: 3, retryDelay: 0, retryBackoff: false };

/**
 * A provider that de-duplicates on the idempotency key, as real ones do: a key it has seen answers the
 * first result and reaches nobody again. `reached` counts the people actually messaged.
 */
function providerStandIn(options: { delayMs?: number; hangAfter?: number } = {}) {
  const seen = new Map<string, SendResult>();
  const calls: string[] = [];
  let hung!: () => void;
  const hanging = new Promise<void>((resolve) => {
    hung = resolve;
  });

  const wrap = (channel: TContactChannel): ChannelAdapter => {
    const sandbox = createSandboxChannel(channel);
    return {
      channel,
      provider: 'sandbox',
      async send(request: SendRequest) {
        calls.push(request.idempotencyKey);
        if (options.hangAfter !== undefined && seen.size >= options.hangAfter) {
          // The process dies with this call in flight: it never answers.
          hung();
          return new Promise<SendResult>(() => {});
        }
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const known = seen.get(request.idempotencyKey);
        if (known) return known;
        const result = await sandbox.send(request);
        seen.set(request.idempotencyKey, result);
        return result;
      },
    };
  };
  const channels: ChannelAdapters = { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
  return { channels, calls, reached: () => seen.size, hanging };
}

async function overdueCustomers(t: TestApp, count: number) {
  const make = fixtures(t.deps.db);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const customer = await make.customer({ phone: `+91 97${String(10_000_001 + n).slice(-8)}` });
    await make.invoice(customer.id, 100_000 + n, -10);
    ids.push(customer.id);
  }
  return ids;
}

async function jobsOf(t: TestApp, executionId: string) {
  return rowsOf<{ name: string; state: string; retry_count: number }>(
    await t.deps.db.execute(sql`
      select name, state, retry_count from pgboss.job
      where (name = ${SEND_QUEUE} and data->>'executionId' = ${executionId}) or (name = ${WORKFLOW_QUEUE} and id = ${executionId}::uuid)
    `),
  );
}

async function expectEachOnce(t: TestApp, executionId: string, customerIds: string[]) {
  const sent = await t.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
  expect(sent).toHaveLength(customerIds.length);
  expect(new Set(sent.map((m) => m.customerId))).toEqual(new Set(customerIds));
  expect(sent.every((m) => m.status === 'delivered')).toBe(true);
  const attempts = await t.deps.db.select().from(messageAttempts);
  const mine = attempts.filter((a) => sent.some((m) => m.id === a.messageId));
  // One try per message, each answered: nobody got a second key.
  expect(mine).toHaveLength(customerIds.length);
  expect(mine.every((a) => a.status === 'delivered')).toBe(true);
  const contacts = await t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.executionId, executionId));
  expect(contacts.map((c) => c.customerId).sort()).toEqual([...customerIds].sort());
}

describe('a chunked bulk run', () => {
  it('with tiny chunks and a run longer than the queue expiry, completes once and sends each recipient once', async () => {
    const EXPIRE_SECONDS = 2;
    const provider = providerStandIn({ delayMs: 120 });
    const t = await createTestApp({
      channels: provider.channels,
      boss: { maintenanceIntervalSeconds: 1 },
      engine: { send: { chunkSize: 4, sliceSize: 1, budgetMs: 50, eventIntervalMs: 0, expireInSeconds: EXPIRE_SECONDS, retry: QUICK_RETRY } },
    });
    try {
      const customerIds = await overdueCustomers(t, 40);
      const completions: string[] = [];
      const progress: number[] = [];
      t.deps.bus.subscribe((message) => {
        if (message.type === 'workflow_completed') completions.push(message.data.executionId ?? '');
        if (message.type === 'workflow_progress') progress.push(message.data.done);
      });
      const started = performance.now();
      const response = await t.call('POST', '/api/workflows/bulk-sms');
      const { executionId } = (await response.json()) as { executionId: string };
      const execution = await t.settled(executionId);
      const tookMs = performance.now() - started;

      expect(execution).toMatchObject({ status: 'success', contacted: 40, summary: '40 messages delivered, 0 failed; skipped 0 without a phone number' });
      expect(execution.plan).toMatchObject({ total: 40 });
      await expectEachOnce(t, executionId, customerIds);
      expect(provider.reached()).toBe(40);
      // The run outlived the queue's expiry, yet no job was expired into a retry or failed.
      expect(tookMs).toBeGreaterThan(EXPIRE_SECONDS * 1000);
      const jobs = await jobsOf(t, executionId);
      expect(jobs.filter((job) => job.name === SEND_QUEUE).length).toBeGreaterThanOrEqual(10);
      expect(jobs.every((job) => job.state === 'completed' && Number(job.retry_count) === 0)).toBe(true);
      expect(completions.filter((id) => id === executionId)).toHaveLength(1);
      // Progress went up as it sent.
      expect(progress.length).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    } finally {
      await t.stop();
    }
  });

  it('planned twice enqueues each chunk once (the same messages make the same job id)', () => {
    expect(chunkJobId('e1', ['a', 'b'])).toBe(chunkJobId('e1', ['a', 'b']));
    expect(chunkJobId('e1', ['a', 'b'])).not.toBe(chunkJobId('e1', ['a', 'c']));
    expect(chunkJobId('e1', ['a'])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a process killed in the middle of a bulk run', () => {
  it('resumes on the next start on the same database and reaches each recipient exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-bulk-restart-'));
    try {
      const first = providerStandIn({ hangAfter: 7 });
      const before = await createTestApp({
        database: await openTestDatabase({ dataDir }),
        channels: first.channels,
        // One chunk worker, so the one hung call is all it does; pg-boss gives up on that handler after the
        // (short) expiry, before the stop below closes the database, so nothing of it outlives the test.
        engine: { workers: 1, send: { chunkSize: 5, sliceSize: 5, retry: QUICK_RETRY, expireInSeconds: 1 } },
        stopTimeoutMs: 1500,
      });
      const customerIds = await overdueCustomers(before, 23);
      const response = await before.call('POST', '/api/workflows/bulk-sms');
      const { executionId } = (await response.json()) as { executionId: string };
      // Seven people reached, then a provider call that never answers: the process is killed there.
      await first.hanging;
      await before.stop();

      const second = providerStandIn();
      // The provider remembers what the first process sent (it is the same provider).
      const after = await createTestApp({ database: await openTestDatabase({ dataDir }), channels: second.channels });
      try {
        const execution = await after.settled(executionId);
        expect(execution).toMatchObject({ status: 'success', contacted: 23 });
        await expectEachOnce(after, executionId, customerIds);
        // Every message went out under one key; the keys the first process had in flight were sent
        // again with the same key (a provider drops the repeat), and no one got a second key.
        const keys = new Set([...first.calls, ...second.calls]);
        expect(keys.size).toBe(23);
        expect(first.calls.length + second.calls.length - keys.size).toBeLessThanOrEqual(5);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
