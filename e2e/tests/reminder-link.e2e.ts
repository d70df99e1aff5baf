/**
 * A reminder's link opens the customer's own page (the issue "The customer's own page"), in Chromium
 * against the built portal with MSG91 pointed at a local stand-in. Staff send the Hindi payment reminder
 * from Follow-up Communications to a customer whose language is Hindi and who has three open invoices;
 * the SMS MSG91 receives has {amount}, {date} and {link} filled for them, the link being the short
 * `/p?<token>` made for this message. Opened on a 360 px phone, it shows their statement in Hindi: every
 * open invoice and the balance. The customer promises to pay there: the page says a confirmation was sent
 * by SMS, and MSG91 receives it, to the same number, as the registered Hindi confirmation template.
 */
import type { Page } from 'playwright-core';
import type { TCustomerStatement } from '@duesflow/shared-contracts/customer-page';
import { formatDate, formatINR } from '@duesflow/shared-contracts/format';
import { startMsg91StandIn, type Msg91StandIn } from '../../api/src/test/channel-stand-ins';
import { newPage, useBrowser } from '../support/browser';
import { answerConfirmation } from '../support/confirm';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';

let msg91: Msg91StandIn;
beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: 'e2e-msg91-key' });
});
afterAll(async () => {
  await msg91?.stop();
});
// Any hour, and no cooldown: the demo customers' contact history must not hold the reminder back.
const portal = usePortal({ env: { SENDING_WINDOW: '00:00-24:00', SEND_COOLDOWN_HOURS: '0' } });
const browser = useBrowser();

interface Customer {
  id: string;
  name: string;
  phone: string | null;
  amountDue: number;
}

/**
 * A demo customer whose language is Hindi, with three or more open invoices and a phone, whom the send
 * gate would message now (read through a staff link's statement and the bulk send's dry run).
 */
async function hindiCustomerWithThreeInvoices(message: string): Promise<{ customer: Customer; statement: TCustomerStatement }> {
  for (let page = 1; page <= 20; page += 1) {
    const { items } = await portal.api<{ items: Customer[] }>(`/api/customers?page=${page}&pageSize=50`);
    for (const customer of items) {
      if (!customer.phone || customer.amountDue <= 0) continue;
      const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
      const statement = await portal.api<TCustomerStatement>(`${new URL(link.url).pathname}/statement`, { anonymous: true });
      if (statement.customer.language !== 'hi' || statement.openInvoices.length < 3 || statement.inDispute > 0) continue;
      const dryRun = await portal.api<{ now: number }>('/api/workflows/bulk-sms/preview', {
        method: 'POST',
        json: { message, recipients: [customer.phone] },
      });
      if (dryRun.now === 1) return { customer, statement };
    }
  }
  throw new Error('No Hindi-speaking demo customer with three open invoices that the gate would message');
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a reminder sent to a Hindi-speaking customer carries a link that opens their statement in Hindi on a phone', async () => {
  const providers = await portal.api<{ id: string; name: string }[]>('/api/providers?type=sms');
  const provider = providers.find((item) => item.name === 'msg91_sms')!;
  await portal.api(`/api/providers/${provider.id}`, {
    method: 'PUT',
    json: { config: { authKey: 'e2e-msg91-key', senderId: 'DUESFL', baseUrl: msg91.url } },
  });
  // MSG91 alone carries SMS here: round robin would hand the next message (the confirmation) to another provider.
  for (const other of providers.filter((item) => item.id !== provider.id)) {
    await portal.api(`/api/providers/${other.id}`, { method: 'PUT', json: { status: 'inactive' } });
  }
  const templates = await portal.api<{ id: string; content: string }[]>('/api/message-templates');
  const hindiReminder = templates.find((template) => template.id === 'bulk-reminder-hindi')!.content;
  const { customer, statement } = await hindiCustomerWithThreeInvoices(hindiReminder);

  // Staff: Follow-up Communications, Use Template "Payment Reminder (Hindi)", the customer's number, Send.
  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/communications'));
  await staff.page.getByRole('button', { name: 'Use Template Payment Reminder (Hindi)' }).click();
  expect(await staff.page.getByLabel('Message', { exact: true }).inputValue()).toBe(hindiReminder);
  await staff.page.getByLabel('Recipients').fill(customer.phone!);
  await staff.page.getByRole('button', { name: 'Send Campaign' }).click();
  await answerConfirmation(staff.page, 'Send this SMS to 1 recipient?', 'Send');
  await waitForToast(staff.page, { title: 'Message sent' });
  await staff.context.close();

  const deadline = Date.now() + 60_000;
  while (msg91.sent.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(msg91.sent).toHaveLength(1);
  const [sms] = msg91.sent;
  const link = /(http:\/\/localhost:\d+\/p\?[A-Za-z0-9_-]{22}) - DuesFlow$/.exec(sms!.message)?.[1];
  expect(link).toBeDefined();
  expect(sms!.message).toContain(`प्रिय ग्राहक, Rs. `);
  expect(sms!.message).not.toMatch(/\{\w+\}/);
  expect(sms!.dltTemplateId).toBe('1107170000000000006');

  // The customer: the SMS's link on a phone.
  const context = await browser.get().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  const response = await phone.goto(link!);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(await phone.getAttribute('html', 'lang')).toBe('hi');
  await phone.getByText(`${customer.name} के लिए विवरण`).waitFor();
  await phone.getByRole('region', { name: 'बकाया राशि' }).getByText(formatINR(statement.balance), { exact: true }).first().waitFor();
  for (const invoice of statement.openInvoices) await phone.getByText(invoice.number).first().waitFor();
  expect(await fitsTheScreen(phone)).toBe(true);

  // A promise on the page, three days on: confirmed back by SMS to the number the reminder went to.
  const promised = new Date(Date.parse(`${statement.asOf}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  await phone.getByLabel('भुगतान की तारीख').fill(promised);
  await phone.getByRole('button', { name: 'भुगतान का वादा करें' }).click();
  await phone.getByText('हम आपको SMS से पुष्टि भेज रहे हैं।', { exact: true }).waitFor();
  await phone.getByText(`आपने ${formatDate(promised)} तक भुगतान का वादा किया है।`, { exact: false }).waitFor();
  const confirmedBy = Date.now() + 60_000;
  while (msg91.sent.length < 2 && Date.now() < confirmedBy) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(msg91.sent).toHaveLength(2);
  const confirmation = msg91.sent[1]!;
  expect(confirmation.to).toBe(sms!.to);
  expect(confirmation.dltTemplateId).toBe('1107170000000000022');
  expect(confirmation.message).toMatch(
    new RegExp(`^${statement.business.name}: ${formatDate(promised)} तक Rs\\. [\\d,]+\\.\\d{2} के भुगतान का आपका वादा हमें मिल गया है।`),
  );
  expect(errors).toEqual([]);
  await context.close();
});
