import type { ChannelAdapter, ChannelAdapters, SendRequest } from '../messaging/channels/channel-adapter';
import { customerContactPreferences } from '../../core/db/schema/communications';
import { fixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FREE_TEXT_DLT_TEMPLATE_ID, FREE_TEXT_WHATSAPP_TEMPLATE } from '../messaging';
import { DEFAULT_TEMPLATES } from '../messaging/templates';

/** Channels that record what each provider call carried. */
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ channels, engine: { sendCooldownHours: 0 } });
});
afterAll(() => t.stop());
beforeEach(async () => {
  sent.length = 0;
  await t.resetData();
});

async function bulk(path: string, body: unknown) {
  const response = await t.call('POST', path, body);
  expect(response.status).toBe(202);
  const { executionId } = (await response.json()) as { executionId: string };
  return t.settled(executionId);
}

describe("India's rules on the bulk messaging screen", () => {
  it('sends a text made from a template under its DLT registration, with its parts', async () => {
    const template = DEFAULT_TEMPLATES.find((row) => row.id === 'bulk-payment-link')!;
    // The link as the template is registered: the portal's `/p?` and a token (docs/communications.md, DLT).
    const message = template.content.replace('{amount}', 'Rs. 4,500.00').replace('{link}', 'http://duesflow.test/p?AbCdEfGhIjKlMnOpQrSt_-');
    await bulk('/api/workflows/bulk-sms', { message, recipients: ['+91 90000 20001'] });
    expect(sent[0]).toMatchObject({
      dlt: { templateId: template.dltTemplateId, header: 'DUESFL-S', category: 'service-implicit' },
      segments: 1,
    });
  });

  it('sends any other text under the registered free-form service template', async () => {
    await bulk('/api/workflows/bulk-sms', { message: 'कल कार्यालय बंद रहेगा', recipients: ['+91 90000 20002'] });
    expect(sent[0]).toMatchObject({ dlt: { templateId: FREE_TEXT_DLT_TEMPLATE_ID }, segments: 1 });
  });

  it('sends WhatsApp outside the 24-hour window only as an approved template; inside it, free-form', async () => {
    const make = fixtures(t.deps.db);
    const quiet = await make.customer({ phone: '+91 90000 20003' });
    const talking = await make.customer({ phone: '+91 90000 20004' });
    // Both owe something: the send gate refuses a customer with nothing due.
    await make.invoice(quiet.id, 100_000, -5);
    await make.invoice(talking.id, 100_000, -5);
    await t.deps.db.insert(customerContactPreferences).values({ customerId: talking.id, whatsappLastInboundAt: new Date() });
    await bulk('/api/workflows/whatsapp', { message: 'Our office is closed on Monday', recipients: [quiet.phone!, talking.phone!] });
    const byTo = new Map(sent.map((request) => [request.to, request]));
    expect(byTo.get(quiet.phone!)!.whatsappTemplate).toEqual({
      name: FREE_TEXT_WHATSAPP_TEMPLATE,
      language: 'en',
      params: ['Our office is closed on Monday'],
    });
    expect(byTo.get(talking.phone!)!.whatsappTemplate).toBeUndefined();
  });

  it('messages no one who asked to stop reminders, and records why', async () => {
    const make = fixtures(t.deps.db);
    const stopped = await make.customer({ phone: '+91 90000 20005' });
    await t.deps.db.insert(customerContactPreferences).values({ customerId: stopped.id, stopReminders: true });
    await bulk('/api/workflows/bulk-sms', { message: 'Reminder', recipients: [stopped.phone!, '+91 90000 20006'] });
    expect(sent.map((request) => request.to)).toEqual(['+91 90000 20006']);
    const campaigns = (await (await t.call('GET', '/api/campaigns')).json()) as { items: { id: string; refused: number }[] };
    const detail = (await (await t.call('GET', `/api/campaigns/${campaigns.items[0]!.id}`)).json()) as {
      recipients: { to: string; error: string | null }[];
    };
    expect(detail.recipients.find((r) => r.to === stopped.phone)!.error).toBe('Not sent: asked to stop reminders');
  });
});
