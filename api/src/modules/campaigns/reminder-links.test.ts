import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChannelAdapter, ChannelAdapters, SendRequest } from '../messaging/channels/channel-adapter';
import { customerPageTokens } from '../../core/db/schema/customer-pages';
import { messageTemplates } from '../../core/db/schema/communications';
import { messages } from '../../core/db/schema/messages';
import { fixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { WorkflowContext } from '../../core/jobs/workflow-context';
import { gateAndQueue, SAMPLE_PAGE_TOKEN } from '../messaging';
import { createPageLinks } from '../payments';
import { campaignItems, type CampaignInput } from './workflows/campaign-send';

/*
 * Reminder texts carry a link to the customer's own page (docs/customer-page.md, "The link"): one new
 * token per message, made as the gate queues it, remembering the channel and number; a dry run makes none.
 */

const sent: SendRequest[] = [];
const capture = (channel: ChannelAdapter['channel']): ChannelAdapter => ({
  channel,
  provider: 'sandbox',
  async send(request) {
    sent.push(request);
    return { providerMessageId: `pm-${sent.length}`, status: 'delivered' };
  },
});
const channels: ChannelAdapters = { sms: capture('sms'), voice: capture('voice'), whatsapp: capture('whatsapp'), email: capture('email') };

const PREFIX = 'http://duesflow.test/p?';
const LINK = /http:\/\/duesflow\.test\/p\?([A-Za-z0-9_-]+)/;
const LINKED_TEMPLATE = 'campaign-test-link';

let t: TestApp;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp({ channels, engine: { sendCooldownHours: 0 } });
  make = fixtures(t.deps.db);
});
afterAll(() => t.stop());
beforeEach(async () => {
  sent.length = 0;
  await t.resetData();
  await t.deps.db.delete(messageTemplates).where(eq(messageTemplates.id, LINKED_TEMPLATE));
  await t.deps.db.insert(messageTemplates).values({
    id: LINKED_TEMPLATE,
    name: 'Reminder with link',
    use: 'campaign',
    type: 'gentle',
    language: 'en',
    position: 99,
    content: 'Hi {customerName}, {amount} is overdue. See and pay: {link} - DuesFlow',
    dltTemplateId: '1107170000000000077',
    dltHeader: 'DUESFL-S',
    dltCategory: 'service-implicit',
    whatsappTemplate: 'dues_link',
  });
});

const tokensOf = (customerId: string) => t.deps.db.select().from(customerPageTokens).where(eq(customerPageTokens.customerId, customerId));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function overdueCustomer(phone: string, values: { language?: string } = {}) {
  const customer = await make.customer({ phone, ...values });
  await make.invoice(customer.id, 4_500_00, -12);
  return customer;
}

async function campaign(customerIds: string[]) {
  const response = await t.call('POST', '/api/campaigns', { name: 'Links', templateId: LINKED_TEMPLATE, customerIds });
  expect(response.status).toBe(202);
  const { campaignId } = (await response.json()) as { campaignId: string };
  return t.settled(campaignId);
}

describe('a campaign whose template has {link}', () => {
  it('sends each customer a new link to their own page, made for that message, with its channel and number', async () => {
    const first = await overdueCustomer('+91 90000 41001');
    const second = await overdueCustomer('+91 90000 41002');
    await campaign([first.id, second.id]);

    expect(sent).toHaveLength(2);
    for (const customer of [first, second]) {
      const request = sent.find((item) => item.to === customer.phone)!;
      const token = LINK.exec(request.body)?.[1];
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(request.body).toBe(`Hi ${customer.name}, Rs. 4,500.00 is overdue. See and pay: ${PREFIX}${token} - DuesFlow`);
      expect(request.dlt?.templateId).toBe('1107170000000000077');
      const tokens = await tokensOf(customer.id);
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ tokenHash: sha256(token!), sourceChannel: 'sms', sourceTo: customer.phone, createdBy: null });
      // The stored message is what went out, link and all.
      const [stored] = await t.deps.db.select().from(messages).where(eq(messages.customerId, customer.id));
      expect(stored!.body).toBe(request.body);
    }
    expect(LINK.exec(sent[0]!.body)![1]).not.toBe(LINK.exec(sent[1]!.body)![1]);
  });

  it('makes no token in its dry run, and shows a sample link there instead', async () => {
    const customer = await overdueCustomer('+91 90000 41003');
    const response = await t.call('POST', '/api/campaigns/preview', {
      name: 'Dry',
      templateId: LINKED_TEMPLATE,
      customerIds: [customer.id],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ total: 1, now: 1 });
    expect(await tokensOf(customer.id)).toEqual([]);

    const ctx = {
      db: t.deps.db,
      clock: { now: () => new Date() },
      pageLinks: createPageLinks({ base: 'http://duesflow.test', validDays: 30 }),
    };
    const input: CampaignInput = { name: 'Dry', templateId: LINKED_TEMPLATE, customerIds: [customer.id], channel: 'sms' };
    const [item] = await campaignItems(ctx as unknown as WorkflowContext, input);
    expect(item!.delivery.body).toContain(`${PREFIX}${SAMPLE_PAGE_TOKEN}`);
    expect(item!.template!.params).toContain(SAMPLE_PAGE_TOKEN);
    expect(await tokensOf(customer.id)).toEqual([]);
  });

  it('makes no token for a customer the gate refuses (asked to stop reminders)', async () => {
    const customer = await overdueCustomer('+91 90000 41004');
    expect((await t.call('PUT', `/api/customers/${customer.id}/stop-reminders`, { stopReminders: true })).status).toBe(200);
    await campaign([customer.id]);
    expect(sent).toEqual([]);
    expect(await tokensOf(customer.id)).toEqual([]);
  });

  it('keeps the link first written when its plan is repeated (after a crash): no second token, the same text', async () => {
    const customer = await overdueCustomer('+91 90000 41005');
    const run = await campaign([customer.id]);
    const [before] = await t.deps.db.select().from(messages).where(eq(messages.customerId, customer.id));

    const pageLinks = createPageLinks({ base: 'http://duesflow.test', validDays: 30 });
    const ctx = { db: t.deps.db, clock: { now: () => new Date() }, pageLinks } as unknown as WorkflowContext;
    const items = await campaignItems(ctx, run.input as CampaignInput);
    await gateAndQueue(t.deps.db, run.id, items, { cooldownHours: 0, pageLinks }, new Date());

    expect(await tokensOf(customer.id)).toHaveLength(1);
    const after = await t.deps.db.select().from(messages).where(eq(messages.customerId, customer.id));
    expect(after).toHaveLength(1);
    expect(after[0]!.body).toBe(before!.body);
  });
});

describe('a typed bulk message', () => {
  it('fills {amount}, {date} and {link} for a known customer, and is refused for a number that is no customer', async () => {
    const customer = await overdueCustomer('+91 90000 41006');
    const response = await t.call('POST', '/api/workflows/whatsapp', {
      message: 'Please pay {amount} (due {date}): {link}',
      recipients: [customer.phone!, '+91 90000 41999'],
    });
    expect(response.status).toBe(202);
    const { executionId } = (await response.json()) as { executionId: string };
    await t.settled(executionId);

    expect(sent.map((request) => request.to)).toEqual([customer.phone]);
    const token = LINK.exec(sent[0]!.body)?.[1];
    expect(sent[0]!.body).toMatch(
      new RegExp(`^Please pay Rs\\. 4,500\\.00 \\(due \\d+ \\w+ \\d{4}\\): ${PREFIX.replace(/[.?]/g, '\\$&')}[A-Za-z0-9_-]{22}$`),
    );
    expect(await tokensOf(customer.id)).toMatchObject([{ tokenHash: sha256(token!), sourceChannel: 'whatsapp', sourceTo: customer.phone }]);
    const refused = await t.deps.db.select().from(messages).where(eq(messages.to, '+91 90000 41999'));
    expect(refused[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('{amount}') });
  });

  it('goes under the template it was made from, the link its variable', async () => {
    const customer = await overdueCustomer('+91 90000 41007');
    const response = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Pay your outstanding {amount} in one tap: {link} Thank you - DuesFlow',
      recipients: [customer.phone!],
    });
    expect(response.status).toBe(202);
    await t.settled(((await response.json()) as { executionId: string }).executionId);
    expect(sent[0]).toMatchObject({ dlt: { templateId: '1107170000000000004' } });
    expect(sent[0]!.body).toMatch(
      /^Pay your outstanding Rs\. 4,500\.00 in one tap: http:\/\/duesflow\.test\/p\?[A-Za-z0-9_-]{22} Thank you - DuesFlow$/,
    );
  });

  it('is still refused at once for a placeholder nothing fills', async () => {
    const response = await t.call('POST', '/api/workflows/bulk-sms', {
      message: 'Dear {customerName}, pay {amount}',
      recipients: ['+91 90000 41008'],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'message', message: 'The message still has a placeholder to fill in: {customerName}' }],
    });
  });
});

describe('the templates screen', () => {
  it('shows {link} as registered on DLT: the fixed start of the link, then the token as the variable', async () => {
    const templates = (await (await t.call('GET', '/api/message-templates')).json()) as { id: string; dltContent: string }[];
    expect(templates.find((row) => row.id === 'bulk-payment-link')!.dltContent).toBe(
      `Pay your outstanding {#var#} in one tap: ${PREFIX}{#var#} Thank you - DuesFlow`,
    );
  });
});
