import { ZCallScript, ZCallScriptList, ZCallStatistics, NEW_SCRIPT_DEFAULTS } from '@duesflow/shared-contracts/call-scripts';
import { callAttempts, callScripts } from '../../../core/db/schema/communications';
import { ZWorkflowStarted } from '@duesflow/shared-contracts/workflows';
import { fixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

const statistics = async () => ZCallStatistics.parse(await (await t.call('GET', '/api/call-scripts/analytics')).json());
const scripts = async () => ZCallScriptList.parse(await (await t.call('GET', '/api/call-scripts')).json());

it('has no average length and no rates while no call is placed', async () => {
  expect(await statistics()).toMatchObject({
    totalCalls: 0,
    answeredCalls: 0,
    successfulCalls: 0,
    averageCallDuration: null,
    unscriptedCalls: 0,
  });
});

it('has the three seeded samples: an initial request in Hindi, English and Marathi', async () => {
  const seeded = (await scripts()).filter((script) => script.type === 'initial');
  expect(seeded.map((script) => script.language).sort()).toEqual(['en', 'hi', 'mr']);
});

it('creates, edits, duplicates and deletes a script', async () => {
  const created = ZCallScript.parse(await (await t.call('POST', '/api/call-scripts', NEW_SCRIPT_DEFAULTS)).json());
  expect(created).toMatchObject({ name: 'New Script', language: 'en', type: 'initial', totalCalls: 0, successRate: 0 });
  const saved = await t.call('PUT', `/api/call-scripts/${created.id}`, {
    ...NEW_SCRIPT_DEFAULTS,
    name: 'Friendly nudge',
    voiceSettings: { speed: 1.2, tone: 'friendly', pitch: 0.9 },
  });
  expect(saved.status).toBe(200);
  expect(ZCallScript.parse(await saved.json())).toMatchObject({
    name: 'Friendly nudge',
    voiceSettings: { speed: 1.2, tone: 'friendly', pitch: 0.9 },
  });
  const copy = ZCallScript.parse(await (await t.call('POST', `/api/call-scripts/${created.id}/duplicate`)).json());
  expect(copy).toMatchObject({ name: 'Friendly nudge (Copy)', totalCalls: 0 });
  expect((await t.call('DELETE', `/api/call-scripts/${created.id}`)).status).toBe(200);
  const left = await scripts();
  expect(left.some((script) => script.id === created.id)).toBe(false);
  expect(left.some((script) => script.id === copy.id)).toBe(true);
  expect((await t.call('DELETE', `/api/call-scripts/${created.id}`)).status).toBe(404);
});

it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
  const before = (await t.deps.db.select().from(callScripts)).length;
  const cases: [unknown, string][] = [
    [{ ...NEW_SCRIPT_DEFAULTS, name: ' ' }, 'name'],
    [{ ...NEW_SCRIPT_DEFAULTS, language: 'de' }, 'language'],
    [{ ...NEW_SCRIPT_DEFAULTS, voiceSettings: { speed: 2.5, tone: 'professional', pitch: 1 } }, 'voiceSettings'],
    [{ ...NEW_SCRIPT_DEFAULTS, voiceSettings: { speed: 1.05, tone: 'professional', pitch: 1 } }, 'voiceSettings'],
  ];
  for (const [body, field] of cases) {
    const response = await t.call('POST', '/api/call-scripts', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path.split('.')[0]).toBe(field);
  }
  expect(await t.deps.db.select().from(callScripts)).toHaveLength(before);
  expect((await t.callAs('viewer', 'POST', '/api/call-scripts', NEW_SCRIPT_DEFAULTS)).status).toBe(403);
});

it('measures each script and the totals from its stored calls', async () => {
  const [english] = (await scripts()).filter((script) => script.language === 'en' && script.type === 'initial');
  await t.deps.db.insert(callAttempts).values([
    { scriptId: english!.id, status: 'completed', outcome: 'commitment', durationSeconds: 120 },
    { scriptId: english!.id, status: 'completed', outcome: 'dispute', durationSeconds: 60 },
    { scriptId: english!.id, status: 'no-answer', outcome: 'none' },
    { scriptId: english!.id, status: 'completed', outcome: 'callback', durationSeconds: 90 },
  ]);
  const stats = ZCallStatistics.parse(await (await t.call('GET', '/api/call-scripts/analytics')).json());
  expect(stats).toMatchObject({
    totalCalls: 4,
    successfulCalls: 1,
    successRate: 25,
    commitmentRate: 33.3,
    disputeRate: 33.3,
    callbackRequests: 1,
    averageCallDuration: 90,
    bestPerformingScript: english!.name,
  });
  expect(stats.answeredCalls).toBe(stats.unscriptedCalls + 3);
  expect(stats).toMatchObject({ callsWithOutcome: 4, answeredWithOutcome: 3 });
  expect(stats.scripts.find((script) => script.scriptId === english!.id)).toMatchObject({ totalCalls: 4, successRate: 25 });
  expect((await scripts()).find((script) => script.id === english!.id)).toMatchObject({ totalCalls: 4, successRate: 25 });
});

it('counts a call placed from a customer row, which no script carried: answered, no commitment, no length', async () => {
  const before = await statistics();
  const make = fixtures(t.deps.db);
  const customer = await make.customer({ name: 'Vikram Singh', phone: '+91 98200 12345' });
  await make.invoice(customer.id, 99_900, -1);
  const response = await t.call('POST', '/api/workflows/payment-followup', { phoneNumber: '+91 98200 12345', customerId: customer.id });
  expect(response.status).toBe(202);
  expect((await t.settled(ZWorkflowStarted.parse(await response.json()).executionId)).status).toBe('success');

  const after = await statistics();
  expect(after.totalCalls).toBe(before.totalCalls + 1);
  expect(after.answeredCalls).toBe(before.answeredCalls + 1);
  expect(after.unscriptedCalls).toBe(before.unscriptedCalls + 1);
  expect(after.successfulCalls).toBe(before.successfulCalls);
  // Its outcome is not reported: it is no "no" in the rates.
  expect(after).toMatchObject({
    callsWithOutcome: before.callsWithOutcome,
    answeredWithOutcome: before.answeredWithOutcome,
    successRate: before.successRate,
    commitmentRate: before.commitmentRate,
  });
  // The sandbox reports no length: the average stays what the timed calls make it.
  expect(after.averageCallDuration).toBe(before.averageCallDuration);
  expect(after.scripts.map((script) => script.totalCalls)).toEqual(before.scripts.map((script) => script.totalCalls));
});
