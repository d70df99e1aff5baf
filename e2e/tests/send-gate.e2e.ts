/**
 * The send gate as staff meet it: a customer with an open dispute is refused on every path, with
 * "open dispute" on the screen; rows and cards show the hold; a campaign whose recipients are all
 * skipped says so before it is sent and ends as "nothing sent" with the reasons; every mass action asks.
 */
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName, type ImportedCustomer } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { searchCustomers } from '../support/customer-search';
import { answerConfirmation, confirmation } from '../support/confirm';
import { shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

async function recordDispute(customer: ImportedCustomer) {
  await portal.api(`/api/customers/${customer.id}/dispute`, { method: 'POST', json: { reason: 'Goods arrived damaged' } });
}

async function customerRow(page: Page, customer: ImportedCustomer) {
  await page.goto(portal.url('/customers'));
  return searchCustomers(page, customer.name);
}

/** Builds a campaign of `customers` on /sms-campaigns (the first template) and opens its Preview. */
async function buildCampaign(page: Page, name: string, customers: ImportedCustomer[]) {
  await page.goto(portal.url('/sms-campaigns'));
  await page.getByText(/customers match your filters/).waitFor();
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Message Template').click();
  await (await shownOptions(page)).locator('.ant-select-item-option').first().click();
  const list = page.getByRole('list', { name: 'Matching customers' });
  for (const customer of customers) await list.getByRole('checkbox', { name: customer.name }).check();
}

test('a disputed customer is refused on the row, the card and in a campaign, each time saying "open dispute"', async () => {
  // The big balance puts the customer's card first among the urgent ones; the small one fits the campaign filters.
  const [large, small] = await importCustomers(portal, [
    { name: ownName('Tapi Cotton'), phone: '98765 53001', amount: 95_00_000, daysOverdue: 40 },
    { name: ownName('Wardha Oils'), phone: '98765 53002', amount: 2_400, daysOverdue: 20 },
  ]);
  await recordDispute(large!);
  await recordDispute(small!);
  const { page, context } = await newPage(browser.get(), portal);

  // The row shows the dispute, and its WhatsApp and call are refused with the reason.
  const row = await customerRow(page, large!);
  await row.getByText('Open dispute', { exact: true }).waitFor();
  await row.getByRole('button', { name: `WhatsApp ${large!.name}` }).click();
  await waitForToast(page, { title: 'Message failed', text: /open dispute/, kind: 'error' });
  await row.getByRole('button', { name: `Call ${large!.name}` }).click();
  await waitForToast(page, { title: 'Follow-up failed', text: /open dispute/, kind: 'error' });

  // The card shows the hold instead of recommending an urgent call; pressed anyway, it is refused.
  await page.goto(portal.url('/payment-collection'));
  const card = page.getByRole('list', { name: 'Urgent Overdue customers' }).locator('.ant-card').filter({ hasText: large!.name });
  await card.getByText('On hold: Open dispute').waitFor();
  expect(await card.getByText(/^Recommended:/).count()).toBe(0);
  await card.getByRole('button', { name: `Follow up ${large!.name}` }).click();
  await waitForToast(page, { title: 'Follow-up Failed', text: /open dispute/ });

  // A campaign of only the disputed customer: its dry run says nobody would get it, and why, before sending.
  const name = ownName('Disputed only');
  await buildCampaign(page, name, [small!]);
  const calculator = page.locator('.ant-card').filter({ hasText: 'Cost Calculator' });
  await calculator.getByText('1 skipped: 1 open dispute').waitFor();
  await calculator.getByText('Nothing will be sent').waitFor();
  await page.getByRole('button', { name: 'Preview Campaign' }).click();
  const summary = page.locator('.ant-card').filter({ hasText: 'Campaign Summary' });
  await summary.getByText('Nothing will be sent').waitFor();
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  const dialog = await confirmation(page, `Send “${name}” to 1 customer?`);
  await dialog.getByText('1 skipped: 1 open dispute').waitFor();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  // It ends as "nothing sent", with the reason: no green check, no "Campaign sent successfully!".
  await waitForToast(page, { title: 'Nothing sent', text: /open dispute/ }, { timeout: 60_000 });
  const bar = page.getByRole('progressbar', { name: 'Campaign progress' });
  await bar.getByText('Nothing sent').waitFor();
  expect(await bar.locator('.ant-progress-status-success').count()).toBe(0);
  await page.getByRole('button', { name: 'View in History' }).click();
  await page.getByRole('row').filter({ hasText: name }).getByText('nothing sent', { exact: true }).waitFor();
  await context.close();
});

test('every mass action asks first, with the count and who would be skipped and why; Cancel contacts nobody', async () => {
  const [disputed] = await importCustomers(portal, [{ name: ownName('Mula Sugar'), phone: '98765 53003', amount: 7_000, daysOverdue: 25 }]);
  await recordDispute(disputed!);
  const started: string[] = [];
  const { page, context } = await newPage(browser.get(), portal);
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/(workflows\/[a-z-]+|payment-tracking\/execute-followups)$/.test(new URL(request.url()).pathname)
    )
      started.push(request.url());
  });

  await page.goto(portal.url('/'));
  for (const [button, question] of [
    ['Start Payment Calls', /^Call \d+ overdue customers\?$/],
    ['Send Bulk SMS', /^Send an SMS reminder to \d+ overdue customers\?$/],
    ['Generate Payment Links', /^Generate payment links for (\d+ overdue customers|every overdue customer)\?$/],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = await confirmation(page, question);
    if (button !== 'Generate Payment Links') await dialog.getByText(/\d+ open dispute/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  await page.goto(portal.url('/payment-collection'));
  await page.getByRole('button', { name: 'Execute All Follow-ups' }).click();
  await answerConfirmation(page, /^Follow up \d+ customers?\?$/, 'Cancel');

  await page.goto(portal.url('/communications'));
  await page.getByLabel('Recipients').fill(`${disputed!.phone}, 98765 53999`);
  await page.getByLabel('Message', { exact: true }).fill('Please clear your dues this week');
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  const bulk = await confirmation(page, 'Send this SMS to 2 recipients?');
  await bulk.getByText('1 goes now').waitFor();
  await bulk.getByText('1 skipped: 1 open dispute').waitFor();
  await bulk.getByText(/^Cost: \$\d+\.\d{4} \(1 SMS part\)$/).waitFor();
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await bulk.waitFor({ state: 'detached' });

  expect(started).toEqual([]);
  await context.close();
});

test('a bad recipient is refused naming what was typed and why', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/communications'));
  await page.getByLabel('Message Type').click();
  await (await shownOptions(page)).getByTitle('WhatsApp').click();
  await page.getByLabel('Recipients').fill('hello, 12');
  await page.getByLabel('Message', { exact: true }).fill('Please pay');
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  await waitForToast(page, { title: 'Send failed', text: /Failed to send bulk WHATSAPP campaign\. "hello": .+/ });
  expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  await context.close();
});
