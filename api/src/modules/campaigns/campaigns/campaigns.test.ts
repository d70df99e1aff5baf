import { and, asc, eq } from 'drizzle-orm';
import { ZCampaignCreated, ZCampaignDetail, ZCampaignPage, ZCampaignCandidates } from '@duesflow/shared-contracts/campaigns';
import { ZMessageTemplateList } from '@duesflow/shared-contracts/message-templates';
import { customerContactPreferences } from '../../../core/db/schema/communications';
import { messages } from '../../../core/db/schema/messages';
import { providers } from '../../../core/db/schema/providers';
import { workflowExecutions } from '../../../core/db/schema/workflow-executions';
import { useTestApp, type Fixtures, type TestApp } from '../../../test/test-app';
import { PLAN_REUSE_MS } from '../../../core/jobs/runs';
import { campaignSend } from '../workflows/campaign-send';

/** The real clock, except where a test stops it (`stoppedAt`) so that a slow machine cannot age a plan. */
let stoppedAt: Date | undefined;
const clock = { now: () => stoppedAt ?? new Date() };

let t: TestApp;
let make: Fixtures;
useTestApp((app) => ({ t, make } = app), { clock });
afterEach(() => {
  stoppedAt = undefined;
});

async function overdue(n: number, values: { language?: string; name?: string } = {}) {
  const made = [];
  for (let i = 0; i < n; i += 1) {
    const customer = await make.customer({
      phone: `+91 98${String(10_000_000 + made.length + Math.floor(Math.random() * 80_000_000)).slice(-8)}`,
      ...values,
    });
    await make.invoice(customer.id, 250_000, -12);
    made.push(customer);
  }
  return made;
}

async function send(body: unknown) {
  const response = await t.call('POST', '/api/campaigns', body);
  expect(response.status).toBe(202);
  const created = ZCampaignCreated.parse(await response.json());
  await t.settled(created.campaignId);
  const detail = await t.call('GET', `/api/campaigns/${created.campaignId}`);
  return { created, detail: ZCampaignDetail.parse(await detail.json()) };
}

describe('GET /api/message-templates', () => {
  it('lists the six bulk templates and the campaign templates with their DLT registration and parts', async () => {
    const templates = ZMessageTemplateList.parse(await (await t.call('GET', '/api/message-templates')).json());
    expect(templates.filter((template) => template.use === 'bulk')).toHaveLength(6);
    const gentle = templates.find((template) => template.id === 'campaign-gentle-en')!;
    expect(gentle.dlt).toEqual({ templateId: expect.stringMatching(/^\d{19}$/), header: 'DUESFL-S', category: 'service-implicit' });
    expect(gentle.dltContent).toContain('{#var#}');
    expect(gentle.placeholders).toEqual(['customerName', 'invoiceNumber', 'amount', 'daysOverdue']);
    expect(templates.find((template) => template.id === 'campaign-gentle-hi')).toMatchObject({ encoding: 'UCS-2' });
  });
});

describe('GET /api/campaigns/candidates', () => {
  it('answers overdue customers within the filters, languages included, with how many of how many match', async () => {
    const [english] = await overdue(1, { language: 'en' });
    const [hindi] = await overdue(1, { language: 'hi' });
    const candidates = async (query: string) =>
      ZCampaignCandidates.parse(await (await t.call('GET', `/api/campaigns/candidates?${query}`)).json());
    const both = await candidates('minAmount=0&maxAmount=10000&minDaysOverdue=0&maxDaysOverdue=90&languages=en,hi');
    expect(both.customers.map((row) => row.id).sort()).toEqual([english!.id, hindi!.id].sort());
    expect(both.customers[0]).toMatchObject({ outstandingAmount: 2500, daysOverdue: 12, stopReminders: false });
    expect(both).toMatchObject({ matching: 2, total: 2 });
    const onlyHindi = await candidates('languages=hi');
    expect(onlyHindi.customers.map((row) => row.id)).toEqual([hindi!.id]);
    expect(onlyHindi).toMatchObject({ matching: 1, total: 2 });
    expect(await candidates('maxDaysOverdue=5')).toEqual({ customers: [], matching: 0, total: 2 });
    // Bounds are inclusive, in rupees; no bound at all answers everyone.
    expect((await candidates('minAmount=2500&maxAmount=2500')).matching).toBe(2);
    expect((await candidates('maxAmount=2499')).matching).toBe(0);
    expect(await candidates('')).toMatchObject({ matching: 2, total: 2 });
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const response = await t.call('GET', '/api/campaigns/candidates?languages=de');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('languages');
  });
});

describe('POST /api/campaigns', () => {
  it('sends one message per selected customer; opted-out and paid customers get none, each with its reason', async () => {
    const customers = await overdue(4);
    const [stopped, paid] = customers;
    await t.deps.db.insert(customerContactPreferences).values({ customerId: stopped!.id, stopReminders: true });
    await make.payment(paid!.id, 250_000);
    const { created, detail } = await send({
      name: 'Weekly payment reminders',
      templateId: 'campaign-gentle-en',
      customerIds: customers.map((c) => c.id),
    });
    expect(created.recipientCount).toBe(4);
    expect(detail.recipients).toHaveLength(4);
    expect(detail).toMatchObject({
      kind: 'campaign',
      name: 'Weekly payment reminders',
      status: 'completed',
      sent: 2,
      refused: 2,
      recipientCount: 4,
    });
    const byCustomer = new Map(detail.recipients.map((r) => [r.customerId, r]));
    expect(byCustomer.get(stopped!.id)).toMatchObject({
      status: 'failed',
      refused: true,
      error: 'Not sent: asked to stop reminders',
      provider: 'none',
    });
    expect(byCustomer.get(paid!.id)).toMatchObject({ refused: true, error: 'Not sent: nothing due' });
    const delivered = detail.recipients.filter((r) => !r.refused);
    expect(delivered.every((r) => r.status === 'delivered' && r.body.includes('Rs. 2,500.00') && r.body.includes('12 days overdue'))).toBe(
      true,
    );
    expect(delivered.every((r) => r.segments === 1)).toBe(true);
    // Staff read the provider's display name, not its key ("gupshup_sms"); a refusal had no provider.
    const labels = new Map((await t.deps.db.select().from(providers)).map((provider) => [provider.name, provider.displayName]));
    expect(delivered.map((r) => r.providerLabel)).toEqual(delivered.map((r) => labels.get(r.provider)));
    expect(delivered.every((r) => r.providerLabel !== r.provider)).toBe(true);
    expect(byCustomer.get(stopped!.id)).toMatchObject({ providerLabel: 'none' });
  });

  it('keeps one message per selected customer when the send cooldown holds some back, each with the reason', async () => {
    const first = await overdue(3);
    await send({ name: 'Monday reminders', templateId: 'campaign-gentle-en', customerIds: first.map((c) => c.id) });
    const [newcomer] = await overdue(1);
    const selected = [...first, newcomer!];
    const { created, detail } = await send({
      name: 'Monday reminders, again',
      templateId: 'campaign-gentle-en',
      customerIds: selected.map((c) => c.id),
    });
    expect(created.recipientCount).toBe(4);
    const rows = await t.deps.db.select().from(messages).where(eq(messages.executionId, created.campaignId));
    expect(rows.map((row) => row.customerId).sort()).toEqual(selected.map((c) => c.id).sort());
    expect(detail).toMatchObject({ status: 'completed', sent: 1, refused: 3, recipientCount: 4 });
    const byCustomer = new Map(detail.recipients.map((r) => [r.customerId, r]));
    for (const customer of first) {
      expect(byCustomer.get(customer.id)).toMatchObject({
        refused: true,
        status: 'failed',
        error: 'Not sent: reminded by SMS in the last 24 h',
      });
    }
    expect(byCustomer.get(newcomer!.id)).toMatchObject({ refused: false, status: 'delivered' });
  });

  it('counts a Hindi message as UCS-2 parts and prices it per part: one figure in the preview, the reply and history', async () => {
    const customers = await overdue(3, { language: 'hi', name: 'राजेश कुमार शर्मा' });
    const body = { name: 'हिंदी अनुस्मारक', templateId: 'campaign-gentle-hi', customerIds: customers.map((c) => c.id) };
    const preview = (await (await t.call('POST', '/api/campaigns/preview', body)).json()) as {
      now: number;
      cost: { amount: number; currency: string; units: number };
    };
    const { created, detail } = await send(body);
    // About 110 UTF-16 units: two UCS-2 parts of 67, priced at the first active SMS provider's rate per part.
    expect(created.segmentsPerMessage).toBe(2);
    const [sms] = await t.deps.db
      .select()
      .from(providers)
      .where(and(eq(providers.type, 'sms'), eq(providers.status, 'active')))
      .orderBy(asc(providers.priority), asc(providers.name));
    const expected = (6 * Math.round(sms!.costPerUnit * 10_000)) / 10_000;
    expect(preview).toMatchObject({ now: 3, cost: { amount: expected, currency: sms!.currency, units: 6 } });
    expect(created.estimatedCostUsd).toBe(expected);
    expect(detail.recipients.every((r) => r.segments === 2)).toBe(true);
    expect(detail).toMatchObject({ segments: 6, estimatedCostUsd: expected, cost: { amount: expected, currency: sms!.currency } });
  });

  it("lists the customers' dues once: the run takes the POST's dry run, and its first progress is out before the POST answers", async () => {
    const customers = await overdue(3);
    const plan = jest.spyOn(campaignSend, 'plan');
    // The run takes the dry run's plan only within PLAN_REUSE_MS of it; on a busy machine its job could
    // start later than that (the test below shows what happens then), so the clock stands still here.
    stoppedAt = new Date();
    try {
      const answered = { yet: false };
      const firstProgress = t.nextEvent('campaign_progress').then((event) => ({ event, answeredBefore: answered.yet }));
      const response = await t.call('POST', '/api/campaigns', {
        name: 'Planned once',
        templateId: 'campaign-gentle-en',
        customerIds: customers.map((c) => c.id),
      });
      answered.yet = true;
      expect(response.status).toBe(202);
      const { campaignId } = ZCampaignCreated.parse(await response.json());
      expect(await firstProgress).toEqual({
        event: { type: 'campaign_progress', data: { campaignId, sent: 0, failed: 0, total: 3 } },
        answeredBefore: false,
      });
      expect(await t.settled(campaignId)).toMatchObject({ status: 'success' });
      expect(plan).toHaveBeenCalledTimes(1);
      const detail = ZCampaignDetail.parse(await (await t.call('GET', `/api/campaigns/${campaignId}`)).json());
      expect(detail).toMatchObject({ status: 'completed', sent: 3, recipientCount: 3 });
    } finally {
      plan.mockRestore();
    }
  });

  it('plans again when the dry run is older than PLAN_REUSE_MS, so its messages carry what is due now', async () => {
    const [customer] = await overdue(1);
    const input = { name: 'Stale plan', templateId: 'campaign-gentle-en', customerIds: [customer!.id], channel: 'sms' };
    const dryRun = await t.deps.engine.dryRun('campaign_send', input);
    expect(dryRun!.planned.plan.items[0]!.delivery.body).toContain('Rs. 2,500.00');
    // Paid in part after the dry run; the run starts with a plan too old to use.
    await make.payment(customer!.id, 100_000);
    const planned = { ...dryRun!.planned, madeAt: dryRun!.planned.madeAt - PLAN_REUSE_MS - 1 };
    const plan = jest.spyOn(campaignSend, 'plan');
    try {
      const { execution } = await t.deps.engine.start({ type: 'campaign_send', input, planned, idempotencyKey: 'stale-plan' });
      expect(await t.settled(execution.id)).toMatchObject({ status: 'success' });
      expect(plan).toHaveBeenCalledTimes(1);
    } finally {
      plan.mockRestore();
    }
    const [message] = await t.deps.db.select().from(messages).where(eq(messages.customerId, customer!.id));
    expect(message!.body).toContain('Rs. 1,500.00');
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const [customer] = await overdue(1);
    const cases: [unknown, string][] = [
      [{ name: '', templateId: 'campaign-gentle-en', customerIds: [customer!.id] }, 'name'],
      [{ name: 'x', templateId: 'nope', customerIds: [customer!.id] }, 'templateId'],
      [{ name: 'x', templateId: 'campaign-gentle-en', customerIds: [] }, 'customerIds'],
      [{ name: 'x', templateId: 'campaign-gentle-en', customerIds: ['00000000-0000-4000-8000-000000000000'] }, 'customerIds'],
      [{ name: 'x', templateId: 'campaign-gentle-en', customerIds: ['not-a-uuid'] }, 'customerIds'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call('POST', '/api/campaigns', body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { issues: { path: string }[] };
      expect(error.issues.map((issue) => issue.path.split('.')[0])).toContain(field);
    }
    expect(await t.deps.db.select().from(workflowExecutions)).toHaveLength(0);
    expect(await t.deps.db.select().from(messages)).toHaveLength(0);
  });

  it('needs the collect role', async () => {
    const [customer] = await overdue(1);
    const response = await t.callAs('viewer', 'POST', '/api/campaigns', {
      name: 'x',
      templateId: 'campaign-gentle-en',
      customerIds: [customer!.id],
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/campaigns', () => {
  it('lists bulk sends and campaigns newest first with their counts', async () => {
    const customers = await overdue(2);
    const bulk = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Our office is closed on Monday',
      recipients: ['+91 90000 10001', '+91 90000 10002'],
    });
    const { executionId } = (await bulk.json()) as { executionId: string };
    await t.settled(executionId);
    await send({ name: 'Second', templateId: 'campaign-firm-en', customerIds: customers.map((c) => c.id) });
    const page = ZCampaignPage.parse(await (await t.call('GET', '/api/campaigns?pageSize=10')).json());
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ kind: 'campaign', name: 'Second', recipientCount: 2, status: 'completed' });
    expect(page.items[1]).toMatchObject({
      kind: 'bulk',
      type: 'sms',
      message: 'Our office is closed on Monday',
      recipientCount: 2,
      status: 'completed',
      sent: 2,
    });
    const onlyBulk = ZCampaignPage.parse(await (await t.call('GET', '/api/campaigns?kind=bulk')).json());
    expect(onlyBulk.items.map((item) => item.id)).toEqual([executionId]);
    const [row] = await t.deps.db.select().from(messages).where(eq(messages.executionId, executionId));
    expect(row).toBeDefined();
  });
});
