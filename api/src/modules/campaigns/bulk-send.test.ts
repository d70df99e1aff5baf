import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/db/database';
import { contactAttempts } from '../../core/db/schema/contact-attempts';
import { messageAttempts } from '../../core/db/schema/message-attempts';
import { messages } from '../../core/db/schema/messages';
import { workflowExecutions } from '../../core/db/schema/workflow-executions';
import { fixtures } from '../../test/fixtures';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { SEND_QUEUE, WORKFLOW_QUEUE } from '../../core/jobs/boss';
import { chunkJobId } from './bulk-send';
import { LEASE_MS } from '../messaging/delivery/workers';

import { KILLED_EXPIRE_SECONDS, KILLED_STOP_TIMEOUT_MS, QUICK_RETRY, providerStandIn, vendorRecord } from '../../test/provider-stand-in';
import { eventually } from '../../test/eventually';

/**
 * A restarted process speaks to the vendor within this long of being up: at once for the chunks still
 * to send, and for a try the killed process left in flight once that process's lease has run out.
 * The margin is for a loaded machine; the exactly-once checks are what show the resume was right.
 */
const RESUME_WITHIN_MS = LEASE_MS + 15_000;

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

/** Polls until `check` holds: waits for a state, whatever the machine's speed. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function executionOf(t: TestApp, executionId: string) {
  const [execution] = await t.deps.db.select().from(workflowExecutions).where(eq(workflowExecutions.id, executionId));
  return execution!;
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
    // Long enough that a chunk slowed down by a loaded machine still finishes well within it.
    const EXPIRE_SECONDS = 10;
    // The run outlasts the expiry by construction: one chunk at a time (one send worker), one message
    // per slice, so its 40 vendor calls of 300 ms each follow one another: at least 12 s in all.
    const RECIPIENTS = 40;
    const SEND_DELAY_MS = 300;
    expect(RECIPIENTS * SEND_DELAY_MS).toBeGreaterThan(EXPIRE_SECONDS * 1000);
    const provider = providerStandIn({ delayMs: SEND_DELAY_MS });
    const t = await createTestApp({
      channels: provider.channels,
      boss: { maintenanceIntervalSeconds: 1 },
      engine: {
        sendWorkers: 1,
        send: { chunkSize: 4, sliceSize: 1, budgetMs: 50, eventIntervalMs: 0, expireInSeconds: EXPIRE_SECONDS, retry: QUICK_RETRY },
      },
    });
    try {
      const customerIds = await overdueCustomers(t, RECIPIENTS);
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

      expect(execution).toMatchObject({
        status: 'success',
        contacted: RECIPIENTS,
        summary: `${RECIPIENTS} messages delivered, 0 failed; skipped 0 without a phone number`,
      });
      expect(execution.plan).toMatchObject({ total: RECIPIENTS });
      await expectEachOnce(t, executionId, customerIds);
      expect(provider.reached()).toBe(RECIPIENTS);
      // The run outlived the queue's expiry, yet no job was expired into a retry or failed.
      expect(tookMs).toBeGreaterThan(EXPIRE_SECONDS * 1000);
      const jobs = await jobsOf(t, executionId);
      expect(jobs.filter((job) => job.name === SEND_QUEUE).length).toBeGreaterThanOrEqual(10);
      expect(jobs.every((job) => job.state === 'completed' && Number(job.retry_count) === 0)).toBe(true);
      expect(completions.filter((id) => id === executionId)).toHaveLength(1);
      // Progress went up as it sent, from a first event as soon as its recipients were listed.
      expect(progress[0]).toBe(0);
      expect(progress.length).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    } finally {
      await t.stop();
    }
    // At least 12 s of vendor calls, and 40 chunk jobs: a loaded 2-core machine makes that several times longer.
  }, 180_000);

  it('planned twice enqueues each chunk once (the same messages make the same job id)', () => {
    expect(chunkJobId('e1', ['a', 'b'])).toBe(chunkJobId('e1', ['a', 'b']));
    expect(chunkJobId('e1', ['a', 'b'])).not.toBe(chunkJobId('e1', ['a', 'c']));
    expect(chunkJobId('e1', ['a'])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a process killed in the middle of a bulk run', () => {
  it('killed three times, resumes each time once restarted and the vendor reaches each recipient exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-bulk-restart-'));
    // The vendor outlives the processes, and it does not de-duplicate: a try sent twice reaches twice.
    const vendor = vendorRecord();
    const RECIPIENTS = 40;
    let executionId = '';
    let customerIds: string[] = [];
    const resumedAfterMs: number[] = [];
    try {
      for (let kill = 1; kill <= 3; kill += 1) {
        // Each process reaches a few people, then its vendor calls never answer: it is killed there, with
        // calls in flight that the vendor took.
        const provider = providerStandIn({ hangAfter: 4, record: vendor });
        const app = await createTestApp({
          database: await openTestDatabase({ dataDir }),
          channels: provider.channels,
          // The stop below waits for pg-boss to give up on the hung chunk (at its expiry) before it closes
          // the database, so nothing of it outlives the test.
          engine: { workers: 1, send: { chunkSize: 5, sliceSize: 5, retry: QUICK_RETRY, expireInSeconds: KILLED_EXPIRE_SECONDS } },
          stopTimeoutMs: KILLED_STOP_TIMEOUT_MS,
        });
        // Timed from when the process is up, not from the kill: the start of a database and an app on a
        // loaded machine is no part of how soon the work is resumed.
        const upAt = performance.now();
        if (kill === 1) {
          customerIds = await overdueCustomers(app, RECIPIENTS);
          const response = await app.call('POST', '/api/workflows/bulk-sms');
          ({ executionId } = (await response.json()) as { executionId: string });
        } else {
          // The survivor's first word to the vendor (a lookup of a cut-off try, or a send) after the kill.
          await eventually(
            'the restarted process resumes',
            async () => provider.calls.length + provider.lookups.length > 0,
            2 * RESUME_WITHIN_MS,
          );
          resumedAfterMs.push(performance.now() - upAt);
        }
        await provider.hanging;
        await app.stop();
      }

      const last = providerStandIn({ record: vendor });
      const after = await createTestApp({ database: await openTestDatabase({ dataDir }), channels: last.channels });
      const lastUpAt = performance.now();
      try {
        await eventually('the last process resumes', async () => last.calls.length + last.lookups.length > 0, 2 * RESUME_WITHIN_MS);
        resumedAfterMs.push(performance.now() - lastUpAt);
        const execution = await after.settled(executionId);
        expect(execution).toMatchObject({ status: 'success', contacted: RECIPIENTS });
        await expectEachOnce(after, executionId, customerIds);
        // At the vendor: everyone reached, nobody twice, and each cut-off try was looked up, not re-sent.
        expect(vendor.perNumber.size).toBe(RECIPIENTS);
        expect([...vendor.perNumber.values()].filter((count) => count > 1)).toEqual([]);
        expect(resumedAfterMs).toHaveLength(3);
        for (const ms of resumedAfterMs) expect(ms).toBeLessThanOrEqual(RESUME_WITHIN_MS);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Four on-disk databases opened one after the other, and three stops that each wait out a hung chunk's
    // expiry (KILLED_EXPIRE_SECONDS): minutes on a busy 2-core machine.
  }, 300_000);
});

describe('a cut-off try the vendor has no record of', () => {
  it('is never sent again: its message ends unknown — check, and so does the run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duesflow-bulk-unknown-'));
    const vendor = vendorRecord();
    try {
      const first = providerStandIn({ hangAfter: 3, record: vendor });
      const before = await createTestApp({
        database: await openTestDatabase({ dataDir }),
        channels: first.channels,
        // As in the test above: the stop waits for pg-boss to give up on the hung chunk at its expiry.
        engine: { workers: 1, send: { chunkSize: 5, sliceSize: 5, retry: QUICK_RETRY, expireInSeconds: KILLED_EXPIRE_SECONDS } },
        stopTimeoutMs: KILLED_STOP_TIMEOUT_MS,
      });
      const customerIds = await overdueCustomers(before, 10);
      const response = await before.call('POST', '/api/workflows/bulk-sms');
      const { executionId } = (await response.json()) as { executionId: string };
      await first.hanging;
      await before.stop();

      // The vendor (like MSG91) keeps no record the next process can look the cut-off tries up in.
      const second = providerStandIn({ record: vendor, noLookup: true });
      const after = await createTestApp({ database: await openTestDatabase({ dataDir }), channels: second.channels });
      try {
        const outcomes: unknown[] = [];
        after.deps.bus.subscribe((message) => {
          if (message.type === 'workflow_completed' && message.data.executionId === executionId) outcomes.push(message.data.outcome);
        });
        const execution = await after.settled(executionId);
        const rows = await after.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
        const unknown = rows.filter((row) => row.status === 'unknown');
        expect(unknown.length).toBeGreaterThan(0);
        for (const row of unknown) expect(row.error).toBe('Unknown — check: the stand-in keeps no record to look up');
        expect(rows.filter((row) => row.status === 'queued')).toEqual([]);
        expect(execution.summary).toContain(`${unknown.length} unknown — check`);
        expect(outcomes).toEqual(['unknown']);
        // And so does the run in the executions list the screens read.
        const page = (await (await after.call('GET', '/api/workflows/executions?page=1&pageSize=5')).json()) as {
          items: { id: string; outcome: string | null }[];
        };
        expect(page.items.find((item) => item.id === executionId)?.outcome).toBe('unknown');
        // None of them went out again, and no number was reached twice.
        for (const row of unknown) expect(second.calls.some((key) => key.startsWith(row.idempotencyKey))).toBe(false);
        expect([...vendor.perNumber.values()].filter((count) => count > 1)).toEqual([]);
        expect(vendor.perNumber.size).toBe(customerIds.length);
      } finally {
        await after.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two on-disk databases, and a stop that waits out the hung chunk's expiry.
  }, 180_000);
});

describe('the sweep and a planned run', () => {
  it('re-enqueues the queued messages of chunks whose jobs were lost, and the run finishes with each recipient reached once', async () => {
    const provider = providerStandIn({ holdFirst: true });
    const t = await createTestApp({
      channels: provider.channels,
      // One chunk worker: the first chunk is held in flight while the others wait in the queue.
      engine: { workers: 1, send: { chunkSize: 5, sliceSize: 5, eventIntervalMs: 0, retry: QUICK_RETRY } },
    });
    try {
      const customerIds = await overdueCustomers(t, 20);
      const response = await t.call('POST', '/api/workflows/bulk-sms');
      const { executionId } = (await response.json()) as { executionId: string };
      await provider.holding;
      // Planned: every message queued, four chunk jobs enqueued, the plan written.
      await until(
        () => executionOf(t, executionId),
        (execution) => execution.plan !== null,
      );
      const waiting = rowsOf<{ id: string }>(
        await t.deps.db.execute(
          sql`select id from pgboss.job where name = ${SEND_QUEUE} and data->>'executionId' = ${executionId} and state = 'created'`,
        ),
      );
      expect(waiting).toHaveLength(3);
      // The waiting chunks are lost: one cancelled (as from a queue dashboard), the others deleted.
      await t.runtime.boss.cancel(SEND_QUEUE, waiting[0]!.id);
      await t.runtime.boss.deleteJob(
        SEND_QUEUE,
        waiting.slice(1).map((job) => job.id),
      );
      provider.release();
      // The held chunk sends its five and ends; nothing is left to send the other fifteen.
      await until(
        () => jobsOf(t, executionId),
        (jobs) => jobs.every((job) => job.state === 'completed' || job.state === 'cancelled'),
      );
      expect(await executionOf(t, executionId)).toMatchObject({ status: 'running' });
      const queued = await t.deps.db
        .select()
        .from(messages)
        .where(and(eq(messages.executionId, executionId), eq(messages.status, 'queued')));
      expect(queued).toHaveLength(15);

      // The sweep finds the planned run without live chunks and enqueues what is still queued.
      const finished = t.settled(executionId);
      expect(await t.deps.engine.recover()).toEqual({ requeued: 1, failed: 0 });
      expect(await finished).toMatchObject({ status: 'success', contacted: 20 });
      await expectEachOnce(t, executionId, customerIds);
      expect(provider.reached()).toBe(20);
      expect(new Set(provider.calls).size).toBe(provider.calls.length);
      // Nothing left for a later sweep.
      expect(await t.deps.engine.recover()).toEqual({ requeued: 0, failed: 0 });
    } finally {
      await t.stop();
    }
  }, 60_000);

  it('fails the run with a readable reason when a chunk has used up its retries', async () => {
    const t = await createTestApp({
      engine: { send: { chunkSize: 5, sliceSize: 5, eventIntervalMs: 0, retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false } } },
    });
    try {
      await overdueCustomers(t, 10);
      // The database refuses every try of a message (as a full disk or a broken constraint would).
      await t.deps.db.execute(sql`
        create function refuse_attempts() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device'; end $$
      `);
      await t.deps.db.execute(sql`
        create trigger refuse_attempts before insert on message_attempts for each statement execute function refuse_attempts()
      `);
      const completions: string[] = [];
      t.deps.bus.subscribe((message) => {
        if (message.type === 'workflow_completed') completions.push(message.data.status ?? '');
      });
      const response = await t.call('POST', '/api/workflows/bulk-sms');
      const { executionId } = (await response.json()) as { executionId: string };
      const execution = await t.settled(executionId);

      expect(execution).toMatchObject({
        status: 'failed',
        summary: 'Stopped after 0 of 10 messages: sending failed 3 times',
        error: 'could not extend file: No space left on device',
        contacted: 0,
      });
      const sent = await t.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
      expect(sent.every((m) => m.status === 'queued')).toBe(true);
      // The other chunk, run after the failure, sends nothing and reports nothing.
      await until(
        () => jobsOf(t, executionId),
        (jobs) => jobs.every((job) => job.state === 'completed' || job.state === 'failed'),
      );
      expect(completions).toEqual(['failed']);
      expect(await executionOf(t, executionId)).toMatchObject({ status: 'failed', summary: execution.summary });
    } finally {
      await t.stop();
    }
  }, 60_000);
});
