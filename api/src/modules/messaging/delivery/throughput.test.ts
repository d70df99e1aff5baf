import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../core/db/open';
import { eq, sql } from 'drizzle-orm';
import { guardChannels } from '../channels/guarded-channels';
import { createSandboxChannels } from '../channels/sandbox-channel';
import { createVendorChannels } from '../channels/vendor-channels';
import { rowsOf, type Database } from '../../../core/db/database';
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

/**
 * When each request to Meta left the sender (`performance.now()`): the real adapter sends with this fetch,
 * so these are the sender's own departures, timed right after its pace let them go, not when this busy
 * process got round to timing their arrival at the stand-in.
 */
const departures: { at: number }[] = [];
const departing: typeof fetch = (input, init) => {
  departures.push({ at: performance.now() });
  return fetch(input, init);
};

/**
 * How long each statement on the shared pace took to answer (ms). A worker places the slots it reserved on
 * its own clock as of before the statement (pace.ts), so a slow answer moves that batch of slots earlier by
 * up to that long, towards the other worker's: only then may two workers' requests come closer together
 * than the pace's spacing. The database is another process, on this busy machine.
 */
const paceAnswers: number[] = [];
function timingPace(db: Database): Database {
  const timed = Object.create(db) as Database;
  timed.execute = ((query: Parameters<Database['execute']>[0]) => {
    const raw = db.execute(query);
    if (!raw.getQuery().sql.includes('provider_pace')) return raw;
    const asked = performance.now();
    return raw.finally(() => paceAnswers.push(performance.now() - asked));
  }) as Database['execute'];
  return timed;
}

/**
 * What the stand-in may count beyond the sender's own bound: it times arrivals on this busy process after
 * each request crossed the loopback, and a request held up there but not by a stall of the loop (which
 * `recordedAtMost` allows for) lands in the next second. 8 is 100 ms of such delay at 80/s; an unpaced
 * sender puts hundreds into a second, two workers that do not share the pace about 145.
 */
const ARRIVAL_SLACK = 8;

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
    db: timingPace(t.deps.db),
    channels: guardChannels(createVendorChannels(createSandboxChannels(), { fetch: departing })),
    workerId: randomUUID(),
  } as unknown as WorkflowContext;
  // Starting the database's process and migrating it: 78 s measured while the whole suite ran on two cores.
}, 180_000);
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
  departures.length = 0;
  paceAnswers.length = 0;
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
    // Every request left through the timed fetch. As they left: 80 in any second. The worker's own bound
    // (80 in any 1.1 s) holds this exactly; only a stall of this process between that bound and the fetch
    // (seen by the sampler, allowed for) can move one closer. Unpaced, all 400 would go at once.
    expect(departures).toHaveLength(meta.requests.length);
    expect(busiestSecond(departures)).toBeLessThanOrEqual(recordedAtMost(80, stalls));
    // As Meta's stand-in timed their arrival: the same, with the slack for their way there.
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(recordedAtMost(80, stalls) + ARRIVAL_SLACK);
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
    // Together, as they left: 80 in any second (each worker alone would allow itself 80). A slot may leave
    // up to 100 ms late, which the pace's 90 % margin absorbs, and a batch of slots may leave early by as
    // long as its pace statement took to answer: that is allowed for here, with the loop's stalls.
    expect(departures).toHaveLength(meta.requests.length);
    const sharedAtMost = recordedAtMost(80, stalls) + Math.ceil((80 * Math.max(0, ...paceAnswers)) / 1000);
    expect(busiestSecond(departures)).toBeLessThanOrEqual(sharedAtMost);
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(sharedAtMost + ARRIVAL_SLACK);
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
    expect(departures).toHaveLength(210);
    expect(busiestSecond(departures)).toBeLessThanOrEqual(recordedAtMost(80, stalls));
    expect(busiestSecond(meta.requests)).toBeLessThanOrEqual(recordedAtMost(80, stalls) + ARRIVAL_SLACK);
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
