import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../core/db/open';
import { eq, sql } from 'drizzle-orm';
import { guardChannels } from '../channels/guarded-channels';
import { createSandboxChannels } from '../channels/sandbox-channel';
import { createVendorChannels } from '../channels/vendor-channels';
import { rowsOf } from '../../../core/db/database';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { deliverBatch, type Delivery } from '..';
import type { WorkflowContext } from '../../../core/jobs/workflow-context';
import { writeFailoverConfig } from '../../providers/failover-settings';
import { busiestSecond, recordedAtMost, startWhatsappStandIn, withLoopStall, type WhatsappStandIn } from '../../../test/channel-stand-ins';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { providerRate, VENDOR_DEFAULT_RATES } from './pace';

/**
 * WhatsApp Cloud API at its default 80 messages/s (Meta's throughput per number), through the real
 * adapter against Meta's stand-in. 400 messages, not the 10,000: at 80/s those take 2 minutes,
 * and the pace is the same from the first second to the last (docs/sending.md, "Provider throughput").
 */
const MESSAGES = 400;

let t: TestApp;
let meta: WhatsappStandIn;
let ctx: WorkflowContext;
let dataDir: string | undefined;

beforeAll(async () => {
  meta = await startWhatsappStandIn({ accessToken: 'meta-token', phoneNumberId: '1055500001' });
  // The database in its own process, as in production: the embedded database's statements would otherwise
  // run on this process's event loop, which also times the stand-in's arrivals.
  dataDir = mkdtempSync(join(tmpdir(), 'duesflow-throughput-'));
  t = await createTestApp({ database: await openDatabase({ dataDir }) });
  // The channels a process sends through: the real vendor adapters, the sandbox for other providers.
  ctx = {
    ...t.deps,
    channels: guardChannels(createVendorChannels(createSandboxChannels())),
    workerId: randomUUID(),
  } as unknown as WorkflowContext;
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await meta?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await t.resetData();
  await t.deps.db.delete(providers);
  await t.deps.db.execute(sql`delete from provider_pace`);
  meta.requests.length = 0;
  meta.messages.length = 0;
  await t.deps.db.insert(providers).values({
    name: 'whatsapp_cloud',
    displayName: 'WhatsApp Cloud API',
    type: 'whatsapp',
    priority: 1,
    costPerUnit: 0.0014,
    // No rate in the config: the vendor's default, 80 messages/s.
    config: { accessToken: 'meta-token', phoneNumberId: '1055500001', baseUrl: meta.url },
  });
  await writeFailoverConfig(t.deps.db, { maxRetries: 1, strategy: 'manual' }, new Date());
});

function recipients(count: number): Delivery[] {
  return Array.from({ length: count }, (_, n) => ({
    channel: 'whatsapp',
    to: `+91 98${String(10_000_000 + n)}`,
    body: 'Namaste! Your payment is overdue.',
    customerId: null,
    recipientKey: `n${n}`,
  }));
}

async function send(count: number) {
  const execution = await fixtures(t.deps.db).execution('running', null);
  const started = performance.now();
  const statuses = await deliverBatch(ctx, execution, recipients(count));
  return { statuses, seconds: (performance.now() - started) / 1000, executionId: execution.id };
}

describe('provider throughput', () => {
  it('reads a provider’s rate from its config, else its vendor’s default when it goes to the vendor', () => {
    expect(providerRate('whatsapp_cloud', {}, true)).toBe(80);
    expect(providerRate('exotel_voice', {}, true)).toBeCloseTo(200 / 60);
    expect(providerRate('exotel_voice', { ratePerMinute: 120 }, true)).toBe(2);
    expect(providerRate('msg91_sms', { ratePerSecond: 300 }, true)).toBe(300);
    // An SMS account's rate is what was agreed with the vendor: none unless configured.
    expect(providerRate('msg91_sms', {}, true)).toBeNull();
    // A provider the sandbox carries is not paced unless its config says so.
    expect(providerRate('whatsapp_cloud', {}, false)).toBeNull();
    expect(VENDOR_DEFAULT_RATES.whatsapp_cloud).toBe(80);
  });

  it(`sends ${MESSAGES} WhatsApp messages at 80/s: never more than 80 requests in any one second at Meta`, async () => {
    const {
      result: { statuses, seconds },
      stalls,
    } = await withLoopStall(() => send(MESSAGES));
    expect(statuses.every((status) => status === 'sent')).toBe(true);
    expect(meta.messages).toHaveLength(MESSAGES);
    expect(new Set(meta.messages.map((message) => message.to)).size).toBe(MESSAGES);
    // 80 in any second, as far as the stand-in (on this busy process) could time them; unpaced, all 400 would come at once.
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(recordedAtMost(80, stalls));
    // Paced, not slowed down beyond the rate: 400 at 72/s (the 90 % margin) take about 5.6 s.
    expect(seconds).toBeGreaterThanOrEqual((MESSAGES - 80) / 80);
  }, 60_000);

  it('two workers (as two processes on one database) share the 80/s: together never more than 80 in any second', async () => {
    // Each worker has its own local bound; only the shared pace (one row per provider) keeps them together under the rate.
    const other = { ...ctx, workerId: randomUUID() } as WorkflowContext;
    const [a, b] = await Promise.all([fixtures(t.deps.db).execution('running', null), fixtures(t.deps.db).execution('running', null)]);
    const everyone = recipients(300);
    const {
      result: [first, second],
      stalls,
    } = await withLoopStall(() => Promise.all([deliverBatch(ctx, a, everyone.slice(0, 150)), deliverBatch(other, b, everyone.slice(150))]));
    expect([...first, ...second].every((status) => status === 'sent')).toBe(true);
    expect(new Set(meta.messages.map((message) => message.to)).size).toBe(300);
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(recordedAtMost(80, stalls));
  }, 60_000);

  it('a burst of 429s (HTTP 429 with Retry-After and Meta’s #130429) slows it down and loses nothing', async () => {
    meta.throttleNext(10, 1);
    const {
      result: { statuses, executionId },
      stalls,
    } = await withLoopStall(() => send(200));
    expect(statuses.every((status) => status === 'sent')).toBe(true);
    // Each number reached once: a refused request was taken by nobody, and its retry went once.
    expect(meta.messages).toHaveLength(200);
    expect(new Set(meta.messages.map((message) => message.to)).size).toBe(200);
    expect(meta.requests.length).toBe(210);
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(recordedAtMost(80, stalls));
    // Not a failure: one try per message, each sent, none failed.
    const tries = rowsOf<{ status: string; count: number }>(
      await t.deps.db.execute(sql`
        select a.status, count(*)::int as count from message_attempts a join messages m on m.id = a.message_id
        where m.execution_id = ${executionId} group by a.status
      `),
    );
    expect(tries.map((row) => [row.status, Number(row.count)])).toEqual([['sent', 200]]);
    const [pace] = rowsOf<{ throttled: number }>(await t.deps.db.execute(sql`select throttled from provider_pace`));
    expect(Number(pace?.throttled)).toBeGreaterThanOrEqual(1);
    const failed = await t.deps.db.select().from(messages).where(eq(messages.status, 'failed'));
    expect(failed).toEqual([]);
    expect(await t.deps.db.select().from(messageAttempts).where(eq(messageAttempts.status, 'failed'))).toEqual([]);
  }, 60_000);
});
