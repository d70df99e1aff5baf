import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { ChannelAdapter, ChannelAdapters, LookupRequest, LookupResult, SendRequest } from '../channels/channel-adapter';
import { contactAttempts } from '../../../core/db/schema/contact-attempts';
import { createSandboxChannel } from '../channels/sandbox-channel';
import type { TContactChannel } from '../../../core/db/schema/contact-attempts';
import { messageAttempts } from '../../../core/db/schema/message-attempts';
import { messages } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { writeFailoverConfig } from '../../providers/failover-settings';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { UNKNOWN_CHECK, deliverMessage, deliveryKey, type Delivery } from './deliver-message';
import type { ExecutionRow, WorkflowContext } from '../../../core/jobs/workflow-context';

/** The sandbox, except that providers named in `failing` fail every send; every call is recorded. */
function recordingChannels() {
  const calls: { provider: string; key: string; to: string }[] = [];
  const failing = new Set<string>();
  // What the vendor's record says of a cut-off try, by its key.
  const records = new Map<string, LookupResult>();
  const lookups: string[] = [];
  const wrap = (channel: TContactChannel): ChannelAdapter => {
    const sandbox = createSandboxChannel(channel);
    return {
      channel,
      provider: 'sandbox',
      async send(request: SendRequest) {
        const provider = request.provider?.name ?? 'none';
        calls.push({ provider, key: request.idempotencyKey, to: request.to });
        if (failing.has(provider))
          return { providerMessageId: `x_${request.idempotencyKey}`, status: 'failed', error: `${provider} is down` };
        return sandbox.send(request);
      },
      async lookup(request: LookupRequest) {
        lookups.push(request.idempotencyKey);
        return records.get(request.idempotencyKey) ?? { state: 'not_reached' };
      },
    };
  };
  const channels: ChannelAdapters = { sms: wrap('sms'), voice: wrap('voice'), whatsapp: wrap('whatsapp'), email: wrap('email') };
  return { channels, calls, failing, records, lookups };
}

const recorder = recordingChannels();
let t: TestApp;
let ctx: WorkflowContext;
let execution: ExecutionRow;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ channels: recorder.channels });
  ctx = { ...t.deps, channels: recorder.channels } as unknown as WorkflowContext;
});
afterAll(() => t.stop());
beforeEach(async () => {
  await t.resetData();
  await t.deps.db.delete(providers);
  recorder.calls.length = 0;
  recorder.failing.clear();
  recorder.records.clear();
  recorder.lookups.length = 0;
  execution = await fixtures(t.deps.db).execution('running', null);
  // Three SMS providers: A (priority 1, dearest), B (2), C (3, cheapest).
  await t.deps.db.insert(providers).values([
    { name: 'sms_a', displayName: 'A', type: 'sms', priority: 1, costPerUnit: 0.005 },
    { name: 'sms_b', displayName: 'B', type: 'sms', priority: 2, costPerUnit: 0.003 },
    { name: 'sms_c', displayName: 'C', type: 'sms', priority: 3, costPerUnit: 0.001 },
  ]);
  await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'manual' }, new Date());
});

function sms(to = '+91 98765 43210'): Delivery {
  sequence += 1;
  return { channel: 'sms', to, body: 'Reminder', customerId: null, recipientKey: `r${sequence}` };
}

async function attemptsOf(to: string) {
  const [message] = await t.deps.db.select().from(messages).where(eq(messages.to, to));
  const rows = await t.deps.db
    .select()
    .from(messageAttempts)
    .where(eq(messageAttempts.messageId, message!.id))
    .orderBy(asc(messageAttempts.attemptNo));
  return { message: message!, attempts: rows.map((row) => [row.providerName, row.status]) };
}

describe('sending through the stored providers', () => {
  it('sends on the first active provider and records it, its latency and cost', async () => {
    expect(await deliverMessage(ctx, execution, sms('+91 90000 11111'))).toBe('delivered');
    const { message, attempts } = await attemptsOf('+91 90000 11111');
    expect(message).toMatchObject({ provider: 'sms_a', status: 'delivered' });
    expect(attempts).toEqual([['sms_a', 'delivered']]);
    const [row] = await t.deps.db.select().from(messageAttempts);
    expect(row?.cost).toBe(0.005);
    expect(row?.latencyMs).not.toBeNull();
  });

  it('skips a disabled provider', async () => {
    await t.deps.db.update(providers).set({ status: 'inactive' }).where(eq(providers.name, 'sms_a'));
    await deliverMessage(ctx, execution, sms('+91 90000 22222'));
    expect((await attemptsOf('+91 90000 22222')).attempts).toEqual([['sms_b', 'delivered']]);
  });

  it('fails over to the next provider when one fails', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'round_robin' }, new Date());
    recorder.failing.add('sms_a').add('sms_b');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await deliverMessage(ctx, execution, sms(`+91 90000 3333${i}`)));
    expect(statuses).toEqual(['delivered', 'delivered', 'delivered']);
    for (let i = 0; i < 3; i += 1) {
      const { message, attempts } = await attemptsOf(`+91 90000 3333${i}`);
      expect(message.provider).toBe('sms_c');
      expect(attempts[attempts.length - 1]).toEqual(['sms_c', 'delivered']);
    }
  });

  it('stops after maxRetries retries', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 1, strategy: 'cost_optimized' }, new Date());
    recorder.failing.add('sms_a').add('sms_b').add('sms_c');
    expect(await deliverMessage(ctx, execution, sms('+91 90000 44444'))).toBe('failed');
    const { message, attempts } = await attemptsOf('+91 90000 44444');
    expect(attempts).toEqual([
      ['sms_c', 'failed'],
      ['sms_b', 'failed'],
    ]);
    expect(message).toMatchObject({ status: 'failed', provider: 'sms_b', error: 'sms_b is down' });
  });

  it('wraps round the providers when retries outnumber them', async () => {
    await t.deps.db.delete(providers).where(eq(providers.name, 'sms_c'));
    await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'cost_optimized' }, new Date());
    expect(await deliverMessage(ctx, execution, sms('+91 98765 00000'))).toBe('failed');
    expect((await attemptsOf('+91 98765 00000')).attempts).toEqual([
      ['sms_b', 'failed'],
      ['sms_a', 'failed'],
      ['sms_b', 'failed'],
      ['sms_a', 'failed'],
    ]);
    // Every retry is a new try with its own key: a provider never sees the same key twice.
    expect(new Set(recorder.calls.map((call) => call.key)).size).toBe(4);
  });

  it('manual retries the first provider only', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 2, strategy: 'manual' }, new Date());
    recorder.failing.add('sms_a');
    expect(await deliverMessage(ctx, execution, sms('+91 90000 55555'))).toBe('failed');
    expect((await attemptsOf('+91 90000 55555')).attempts).toEqual([
      ['sms_a', 'failed'],
      ['sms_a', 'failed'],
      ['sms_a', 'failed'],
    ]);
  });

  it('cost_optimized starts with the cheapest provider', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'cost_optimized' }, new Date());
    await deliverMessage(ctx, execution, sms('+91 90000 66666'));
    expect((await attemptsOf('+91 90000 66666')).attempts).toEqual([['sms_c', 'delivered']]);
  });

  it('performance_based starts with the best measured success rate', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'performance_based' }, new Date());
    recorder.failing.add('sms_a');
    await deliverMessage(ctx, execution, sms('+91 90000 77770'));
    expect((await attemptsOf('+91 90000 77770')).attempts).toEqual([
      ['sms_a', 'failed'],
      ['sms_b', 'delivered'],
    ]);
    // A is now measured at 0 %, B at 100 %: B goes first (C, never measured, ties with B and is lower priority).
    await deliverMessage(ctx, execution, sms('+91 90000 77771'));
    expect((await attemptsOf('+91 90000 77771')).attempts).toEqual([['sms_b', 'delivered']]);
  });

  it('round_robin rotates the first provider from message to message', async () => {
    await writeFailoverConfig(t.deps.db, { maxRetries: 3, strategy: 'round_robin' }, new Date());
    for (let i = 0; i < 6; i += 1) await deliverMessage(ctx, execution, sms(`+91 90000 8888${i}`));
    const firsts = recorder.calls.map((call) => call.provider);
    expect(firsts).toHaveLength(6);
    for (const name of ['sms_a', 'sms_b', 'sms_c']) expect(firsts.filter((p) => p === name)).toHaveLength(2);
    expect(firsts[0]).not.toBe(firsts[1]);
  });

  it('fails the message, naming the channel, when no provider is active', async () => {
    await t.deps.db.update(providers).set({ status: 'maintenance' });
    expect(await deliverMessage(ctx, execution, sms('+91 90000 99999'))).toBe('failed');
    const { message, attempts } = await attemptsOf('+91 90000 99999');
    expect(message).toMatchObject({ status: 'failed', error: 'No active SMS provider' });
    expect(attempts).toEqual([]);
    expect(recorder.calls).toEqual([]);
  });

  it('never sends a message twice', async () => {
    const delivery = sms('+91 90000 12121');
    await deliverMessage(ctx, execution, delivery);
    await deliverMessage(ctx, execution, delivery);
    expect(recorder.calls).toHaveLength(1);
  });
});

describe('a try a crash cut off (left `sending`)', () => {
  /** A message whose first try on sms_b was claimed by `workerId` and never answered. */
  async function cutOff(to: string, workerId: string) {
    const delivery = sms(to);
    const key = deliveryKey(execution.id, delivery);
    const [message] = await t.deps.db
      .insert(messages)
      .values({ channel: 'sms', to, body: delivery.body, provider: 'sms_b', idempotencyKey: key, executionId: execution.id })
      .returning();
    const [b] = await t.deps.db.select().from(providers).where(eq(providers.name, 'sms_b'));
    await t.deps.db
      .insert(messageAttempts)
      .values({ messageId: message!.id, attemptNo: 1, providerId: b!.id, providerName: 'sms_b', idempotencyKey: `${key}#1`, workerId });
    recorder.calls.length = 0;
    return { delivery, key };
  }

  it("of a dead worker, found in the vendor's record: finished as the vendor has it, not sent again", async () => {
    const { delivery, key } = await cutOff('+91 90000 13131', randomUUID());
    recorder.records.set(`${key}#1`, { state: 'reached', providerMessageId: 'vendor-1', status: 'delivered' });
    expect(await deliverMessage(ctx, execution, delivery)).toBe('delivered');
    expect(recorder.calls).toEqual([]);
    expect(recorder.lookups).toEqual([`${key}#1`]);
    const { message, attempts } = await attemptsOf(delivery.to);
    expect(attempts).toEqual([['sms_b', 'delivered']]);
    expect(message).toMatchObject({ status: 'delivered', providerMessageId: 'vendor-1' });
  });

  it("of a dead worker, not in the vendor's record: sent once, under the same key", async () => {
    const { delivery, key } = await cutOff('+91 90000 14141', randomUUID());
    recorder.records.set(`${key}#1`, { state: 'not_reached' });
    expect(await deliverMessage(ctx, execution, delivery)).toBe('delivered');
    expect(recorder.calls).toEqual([{ provider: 'sms_b', key: `${key}#1`, to: delivery.to }]);
    expect((await attemptsOf(delivery.to)).attempts).toEqual([['sms_b', 'delivered']]);
  });

  it('of a dead worker, with no vendor record to read: unknown — check, never sent again', async () => {
    const { delivery, key } = await cutOff('+91 90000 15151', randomUUID());
    recorder.records.set(`${key}#1`, { state: 'unknown', reason: 'sms_b keeps no record' });
    expect(await deliverMessage(ctx, execution, delivery)).toBe('unknown');
    expect(recorder.calls).toEqual([]);
    const { message, attempts } = await attemptsOf(delivery.to);
    expect(attempts).toEqual([['sms_b', 'unknown']]);
    expect(message).toMatchObject({ status: 'unknown', error: `${UNKNOWN_CHECK}: sms_b keeps no record` });
    // Nobody is counted as contacted by it.
    expect(await t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.messageId, message.id))).toEqual([]);
  });

  it('of this very worker, which no batch of it holds (an error cut it off before the call): reconciled, not left forever', async () => {
    const me = randomUUID();
    await t.deps.db.execute(sql`insert into delivery_workers (id) values (${me}::uuid)`);
    const { delivery, key } = await cutOff('+91 90000 17171', me);
    recorder.records.set(`${key}#1`, { state: 'not_reached' });
    expect(await deliverMessage({ ...ctx, workerId: me }, execution, delivery)).toBe('delivered');
    expect(recorder.lookups).toEqual([`${key}#1`]);
    expect(recorder.calls).toEqual([{ provider: 'sms_b', key: `${key}#1`, to: delivery.to }]);
  });

  it('of a live worker (beating): left to it, neither looked up nor sent', async () => {
    const live = randomUUID();
    await t.deps.db.execute(sql`insert into delivery_workers (id) values (${live}::uuid)`);
    const { delivery } = await cutOff('+91 90000 16161', live);
    await expect(deliverMessage(ctx, execution, delivery)).rejects.toThrow('is being sent elsewhere');
    expect(recorder.calls).toEqual([]);
    expect(recorder.lookups).toEqual([]);
    expect((await attemptsOf(delivery.to)).attempts).toEqual([['sms_b', 'sending']]);
  });
});
