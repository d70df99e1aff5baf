import { formatDate } from '@duesflow/shared-contracts/format';
import { eq } from 'drizzle-orm';
import {
  ZContactPreferences,
  ZReminderSequence,
  ZReminderSequenceList,
  ZSequenceRunResult,
  ZSequenceStepRecordList,
} from '@duesflow/shared-contracts/reminder-sequences';
import { messageTemplates, reminderSequences, sequenceStepRecords } from '../../../core/db/schema/communications';
import { customerPageTokens } from '../../../core/db/schema/customer-pages';
import { DEFAULT_TEMPLATES } from '../../messaging/templates';
import { messages } from '../../../core/db/schema/messages';
import { businessDate, DAY_MS } from '../../../core/lib/clock';
import { startSequenceRun } from '../sequences';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

let t: TestApp;
let make: ReturnType<typeof fixtures>;
let sequenceId: string;
beforeAll(async () => {
  t = await createTestApp({ clock, engine: { sendCooldownHours: 0 } });
  make = fixtures(t.deps.db, clock.now);
  const [sequence] = ZReminderSequenceList.parse(await (await t.call('GET', '/api/reminder-sequences')).json());
  sequenceId = sequence!.id;
  // The seeded sequence starts switched off; these tests are about a running one.
  const switchedOn = await t.call('PUT', `/api/reminder-sequences/${sequenceId}`, {
    name: sequence!.name,
    steps: sequence!.steps,
    active: true,
  });
  expect(switchedOn.status).toBe(200);
});
afterAll(() => t.stop());
beforeEach(async () => {
  offsetMs = 0;
  await t.resetData();
});

async function runToday() {
  // Days later the test's sessions have ended: the day's run starts as the schedule starts it.
  if (offsetMs > 0) {
    const { execution } = await startSequenceRun(t.deps.engine, businessDate(clock.now()));
    await t.settled(execution.id);
    return;
  }
  const response = await t.call('POST', '/api/reminder-sequences/run');
  expect(response.status).toBe(202);
  const result = ZSequenceRunResult.parse(await response.json());
  await t.settled(result.executionId!);
  return result;
}
const messagesTo = async (customerId: string) => t.deps.db.select().from(messages).where(eq(messages.customerId, customerId));
/** Over HTTP while the sessions last, from the table once the clock has moved on. */
const records = async () =>
  offsetMs === 0
    ? ZSequenceStepRecordList.parse(await (await t.call('GET', `/api/reminder-sequences/${sequenceId}/steps`)).json())
    : t.deps.db.select().from(sequenceStepRecords).where(eq(sequenceStepRecords.sequenceId, sequenceId));

it('seeds gentle → firm → final', async () => {
  const [sequence] = ZReminderSequenceList.parse(await (await t.call('GET', '/api/reminder-sequences')).json());
  expect(sequence!.steps.map((step) => step.templateId)).toEqual(['campaign-gentle-en', 'campaign-firm-en', 'campaign-final-en']);
});

it('seeds the default sequence switched off: a new installation messages nobody until staff turn it on', async () => {
  const fresh = await createTestApp({ clock });
  try {
    const [sequence] = ZReminderSequenceList.parse(await (await fresh.call('GET', '/api/reminder-sequences')).json());
    expect(sequence!.active).toBe(false);
    const customer = await fixtures(fresh.deps.db, clock.now).customer({ phone: '+91 98111 77331' });
    await fixtures(fresh.deps.db, clock.now).invoice(customer.id, 300_000, -2);
    const response = await fresh.call('POST', '/api/reminder-sequences/run');
    const result = ZSequenceRunResult.parse(await response.json());
    if (result.executionId) await fresh.settled(result.executionId);
    expect(await fresh.deps.db.select().from(messages).where(eq(messages.customerId, customer.id))).toHaveLength(0);
  } finally {
    await fresh.stop();
  }
});

it('sends a due step once, however often the day is run, and nothing more once the invoice is paid', async () => {
  const customer = await make.customer({ phone: '+91 98111 22334' });
  await make.invoice(customer.id, 300_000, -2);
  await runToday();
  await runToday();
  expect(await messagesTo(customer.id)).toHaveLength(1);
  expect((await records()).map((r) => [r.stepIndex, r.status])).toEqual([[0, 'sent']]);

  // A week later the firm step is due; the invoice was paid meanwhile.
  await make.payment(customer.id, 300_000);
  offsetMs = 6 * DAY_MS;
  await runToday();
  expect(await messagesTo(customer.id)).toHaveLength(1);
  expect((await records()).find((r) => r.stepIndex === 1)).toMatchObject({ status: 'refused', reason: 'Not sent: the invoice is paid' });
});

it('catches up after a pause with the latest due step only, recording the passed ones', async () => {
  const customer = await make.customer({ phone: '+91 98111 22335' });
  await make.invoice(customer.id, 300_000, -10);
  await runToday();
  const sent = await messagesTo(customer.id);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toContain('Dear '); // the firm template
  const byStep = new Map((await records()).map((r) => [r.stepIndex, r]));
  expect(byStep.get(0)).toMatchObject({ status: 'refused', reason: expect.stringContaining('later step') });
  expect(byStep.get(1)).toMatchObject({ status: 'sent' });
});

it("sends a step made from a template with {link} carrying a new link to the customer's page", async () => {
  const [sequence] = ZReminderSequenceList.parse(await (await t.call('GET', '/api/reminder-sequences')).json());
  const steps = sequence!.steps.map((step, index) => (index === 0 ? { ...step, templateId: 'bulk-payment-reminder' } : step));
  expect((await t.call('PUT', `/api/reminder-sequences/${sequenceId}`, { name: sequence!.name, steps, active: true })).status).toBe(200);
  try {
    const customer = await make.customer({ phone: '+91 98111 22339' });
    await make.invoice(customer.id, 300_000, -2);
    await runToday();
    const [sent] = await messagesTo(customer.id);
    const token = /http:\/\/duesflow\.test\/p\?([A-Za-z0-9_-]{22}) - DuesFlow$/.exec(sent!.body)?.[1];
    expect(token).toBeDefined();
    expect((await records()).find((r) => r.stepIndex === 0)).toMatchObject({ status: 'sent' });
    const tokens = await t.deps.db.select().from(customerPageTokens).where(eq(customerPageTokens.customerId, customer.id));
    expect(tokens).toMatchObject([{ sourceChannel: steps[0]!.channel, sourceTo: '+91 98111 22339' }]);
    expect((await t.callAnonymous('GET', `/p?${token}`)).status).toBe(200);
  } finally {
    await t.call('PUT', `/api/reminder-sequences/${sequenceId}`, { name: sequence!.name, steps: sequence!.steps, active: true });
  }
});

it('records a step whose text still has a placeholder as not sent, naming it, and sends nothing', async () => {
  const [sequence] = ZReminderSequenceList.parse(await (await t.call('GET', '/api/reminder-sequences')).json());
  // A template with a placeholder nothing fills.
  await t.deps.db
    .insert(messageTemplates)
    .values({
      ...DEFAULT_TEMPLATES[0]!,
      id: 'test-unfilled',
      content: 'Pay to {upiId} - DuesFlow',
      dltHeader: 'DUESFL-S',
      dltCategory: 'service-implicit',
    })
    .onConflictDoNothing();
  const steps = sequence!.steps.map((step, index) => (index === 0 ? { ...step, templateId: 'test-unfilled' } : step));
  expect((await t.call('PUT', `/api/reminder-sequences/${sequenceId}`, { name: sequence!.name, steps, active: true })).status).toBe(200);
  try {
    const customer = await make.customer({ phone: '+91 98111 22339' });
    await make.invoice(customer.id, 300_000, -2);
    await runToday();
    expect(await messagesTo(customer.id)).toHaveLength(0);
    expect((await records()).find((r) => r.stepIndex === 0)).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('{upiId}'),
    });
  } finally {
    await t.call('PUT', `/api/reminder-sequences/${sequenceId}`, { name: sequence!.name, steps: sequence!.steps, active: true });
  }
});

it('honours stop reminders, disputes and promises (until the promised date), recording why', async () => {
  const stopped = await make.customer({ phone: '+91 98111 22336' });
  const disputed = await make.customer({ phone: '+91 98111 22337' });
  const promised = await make.customer({ phone: '+91 98111 22338' });
  for (const customer of [stopped, disputed, promised]) await make.invoice(customer.id, 100_000, -2);
  const stop = ZContactPreferences.parse(
    await (await t.call('PUT', `/api/customers/${stopped.id}/stop-reminders`, { stopReminders: true })).json(),
  );
  expect(stop.stopReminders).toBe(true);
  expect((await t.call('POST', `/api/customers/${disputed.id}/dispute`, { reason: 'Goods returned' })).status).toBe(200);
  const promiseDate = new Date(clock.now().getTime() + 3 * DAY_MS).toISOString().slice(0, 10);
  expect((await t.call('POST', `/api/customers/${promised.id}/promise-to-pay`, { promisedDate: promiseDate, amount: 1000 })).status).toBe(
    200,
  );
  await runToday();
  for (const customer of [stopped, disputed, promised]) expect(await messagesTo(customer.id)).toHaveLength(0);
  const reasons = new Map((await records()).map((r) => [r.customerId, r.reason]));
  // The send gate's words (docs/sending.md), the same on every path.
  expect(reasons.get(stopped.id)).toBe('Not sent: asked to stop reminders');
  expect(reasons.get(disputed.id)).toBe('Not sent: open dispute (Goods returned)');
  expect(reasons.get(promised.id)).toBe(`Not sent: promised to pay (${formatDate(promiseDate)})`);
  // After the promised date passes, the next step goes out (escalation).
  offsetMs = 6 * DAY_MS;
  await runToday();
  expect(await messagesTo(promised.id)).toHaveLength(1);
  expect(await messagesTo(stopped.id)).toHaveLength(0);
});

it('refuses bad input with a 400 naming the field, writing nothing; preferences of an unknown customer are a 404', async () => {
  const before = await t.deps.db.select().from(reminderSequences);
  const bad: [unknown, string][] = [
    [{ name: 'x', active: true, steps: [] }, 'steps'],
    [{ name: 'x', active: true, steps: [{ dayOffset: 3, channel: 'sms', templateId: 'nope' }] }, 'steps'],
    [{ name: 'x', active: true, steps: [{ dayOffset: 3, channel: 'fax', templateId: 'campaign-gentle-en' }] }, 'steps'],
    [{ name: '', active: true, steps: [{ dayOffset: 3, channel: 'sms', templateId: 'campaign-gentle-en' }] }, 'name'],
  ];
  for (const [body, field] of bad) {
    const response = await t.call('POST', '/api/reminder-sequences', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path.split('.')[0]).toBe(field);
  }
  expect(await t.deps.db.select().from(reminderSequences)).toHaveLength(before.length);
  expect((await t.call('PUT', '/api/customers/00000000-0000-4000-8000-000000000000/stop-reminders', { stopReminders: true })).status).toBe(
    404,
  );
  const customer = await make.customer({});
  expect((await t.call('POST', `/api/customers/${customer.id}/promise-to-pay`, { promisedDate: '2025-02-30' })).status).toBe(400);
  expect((await t.callAs('viewer', 'PUT', `/api/customers/${customer.id}/stop-reminders`, { stopReminders: true })).status).toBe(403);
});

it('creates and changes a sequence', async () => {
  const created = ZReminderSequence.parse(
    await (
      await t.call('POST', '/api/reminder-sequences', {
        name: 'Before and after',
        active: false,
        steps: [
          { dayOffset: -3, channel: 'sms', templateId: 'campaign-gentle-en' },
          { dayOffset: 5, channel: 'whatsapp', templateId: 'campaign-firm-en' },
        ],
      })
    ).json(),
  );
  expect(created.steps[0]!.dayOffset).toBe(-3);
  const changed = await t.call('PUT', `/api/reminder-sequences/${created.id}`, { name: 'Renamed', active: false, steps: created.steps });
  expect(ZReminderSequence.parse(await changed.json()).name).toBe('Renamed');
  await t.deps.db.delete(sequenceStepRecords);
  await t.deps.db.delete(reminderSequences).where(eq(reminderSequences.id, created.id));
});
