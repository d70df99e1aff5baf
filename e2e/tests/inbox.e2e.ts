/**
 * Replies come back, in Chromium against the built portal (the issue "Replies come back", docs/inbox.md):
 * customers' WhatsApp replies, signed with the WhatsApp provider's app secret as Meta signs them, appear in
 * the open inbox within seconds without a reload — "STOP" as an opt-out, "मैं 15 तारीख को भुगतान करूँगा" as a
 * promise for the 15th, "paid yesterday" as a claimed payment — and staff are toasted. A collector takes a
 * conversation (Mine) and answers with free text inside WhatsApp's 24-hour window and with an approved
 * template outside it, each shown in the conversation, and marks it handled.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { metaSignature, whatsappReplyBody } from '../../api/src/test/channel-stand-ins';
import { signIn } from '../support/auth';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName, type ImportedCustomer } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

const APP_SECRET = 'e2e-meta-app-secret-inbox';
let sequence = 0;

/** WhatsApp's `wa_id` of a customer: their number, international, without a plus. */
const waIdOf = (customer: ImportedCustomer) => `91${customer.phone!.replace(/\D/g, '').slice(-10)}`;

/** A customer's WhatsApp message, posted to the portal's webhook as Meta posts it, signed with the app secret. */
async function whatsappFrom(customer: ImportedCustomer, text: string, at = new Date()) {
  sequence += 1;
  const body = whatsappReplyBody({
    from: waIdOf(customer),
    id: `wamid.e2e-inbox-${Date.now()}-${sequence}`,
    text,
    at,
    name: customer.name,
  });
  await portal.api('/api/channel-webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: { 'x-hub-signature-256': metaSignature(body, APP_SECRET) },
    anonymous: true,
  });
}

/** A mobile number no demo customer has. */
const ownPhone = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

/** The conversation's row in the list, by the customer's name. */
const rowOf = (page: Page, customer: ImportedCustomer) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem', { name: customer.name });

/** A choice of the filter above the list. */
const filter = (page: Page, label: string) => page.locator('.ant-segmented-item', { hasText: label }).getByText(label, { exact: true });

test('replies show in the open inbox at once, read as they mean; staff answer inside and outside the window and mark them handled', async () => {
  const [whatsapp] = await portal.api<{ id: string; name: string }[]>('/api/providers?type=whatsapp');
  await portal.api(`/api/providers/${whatsapp!.id}`, {
    method: 'PUT',
    json: { config: { appSecret: APP_SECRET, verifyToken: 'e2e-verify-inbox' } },
  });
  const [stopping, promising, paying, late] = await importCustomers(portal, [
    { name: ownName('Suresh Textiles'), phone: ownPhone(), amount: 12_000, daysOverdue: 20 },
    { name: ownName('Meena Kirana'), phone: ownPhone(), amount: 8_500, daysOverdue: 12 },
    { name: ownName('Gupta Hardware'), phone: ownPhone(), amount: 5_000, daysOverdue: 30 },
    { name: ownName('Patil Agro'), phone: ownPhone(), amount: 4_200, daysOverdue: 9 },
  ]);

  // A collector answers (collect: assign, reply, mark handled).
  const collector = {
    email: `chetan.${randomInt(1e6)}@duesflow.test`,
    name: ownName('Chetan Collector'),
    password: 'collector-password-1',
  };
  await portal.api('/api/staff', { json: { ...collector, role: 'collector' } });
  const { page, context, errors } = await newPage(browser.get(), portal, { signedIn: false });
  await signIn(context, portal.baseUrl, { email: collector.email, password: collector.password });
  await page.goto(portal.url('/inbox'));
  await filter(page, 'Needs reply').waitFor();
  // A reply is pushed over the realtime socket: post it only once the page's socket is open, or the push is
  // lost. The inbox does not poll, so a reply showing at all (within the default timeout) shows it came live.
  await page.getByTestId('connection-status').getByText('Connected').waitFor();

  // Each reply appears in the open list without a reload, with what it was read as.
  for (const [customer, text, intent] of [
    [stopping!, 'STOP', 'Opted out'],
    [promising!, 'मैं 15 तारीख को भुगतान करूँगा', 'Promised'],
    [paying!, 'paid yesterday', 'Says paid'],
  ] as const) {
    await whatsappFrom(customer, text);
    const row = rowOf(page, customer);
    await row.getByText(text).waitFor();
    await row.getByText(intent, { exact: true }).waitFor();
    await waitForToast(page, { title: `Reply from ${customer.name}: ${intent}` });
  }
  await rowOf(page, promising!).getByText('Promised', { exact: true }).hover();
  await page
    .getByRole('tooltip')
    .getByText(/Read from “15 तारीख”; promised for 15 /)
    .waitFor();

  // The collector takes the conversation: it is theirs under Mine.
  await rowOf(page, promising!).click();
  await page.waitForURL(/\/inbox\?customer=/);
  await page.getByLabel('Assign to').click();
  await (await shownOptions(page)).getByTitle(collector.name).click();
  await waitForToast(page, { title: 'Conversation assigned' });
  await filter(page, 'Mine').click();
  await rowOf(page, promising!).getByText(collector.name).waitFor();

  // Inside WhatsApp's window: free text, shown in the conversation once sent.
  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByText('मैं 15 तारीख को भुगतान करूँगा').waitFor();
  await page.getByLabel('Reply text').fill('Thank you, we have noted the 15th.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await waitForToast(page, { title: 'Reply sent' });
  const sent = messages.getByRole('listitem', { name: 'Our message' }).filter({ hasText: 'Thank you, we have noted the 15th.' });
  await sent.waitFor();
  // Written by the collector, as the conversation says.
  await sent.getByText(collector.name, { exact: false }).waitFor();

  // Outside it (their last WhatsApp message 25 hours ago): free text is closed, an approved template goes.
  await whatsappFrom(late!, 'who is this?', new Date(Date.now() - 25 * 3_600_000));
  await filter(page, 'All').click();
  await rowOf(page, late!).click();
  await page
    .getByText("WhatsApp allows free text only within 24 hours of the customer's last WhatsApp message.", { exact: false })
    .waitFor();
  if (!(await page.getByLabel('Reply text').isDisabled())) throw new Error('free text should be closed outside the window');
  await page.getByLabel('Template').click();
  await (await shownOptions(page)).getByTitle(/^Payment Reminder — /).click();
  await page.getByRole('button', { name: 'Send template' }).click();
  await waitForToast(page, { title: 'Reply sent' });
  await messages
    .getByRole('listitem', { name: 'Our message' })
    .filter({ hasText: 'Dear customer, your payment of Rs. 4,200.00' })
    .waitFor();

  // Handled: the conversation leaves Needs reply.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await waitForToast(page, { title: 'Marked handled' });
  await filter(page, 'Needs reply').click();
  await rowOf(page, stopping!).waitFor();
  await rowOf(page, late!).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});
