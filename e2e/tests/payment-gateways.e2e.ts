/**
 * Payment Gateway Manager (/payment-gateways) in Chromium against the built portal: the seeded gateways
 * and rules, a disabled first gateway sending the next link to the second, a failover rule turned off,
 * priorities moved and still moved after a reload; the figures of a paid link in lakh/crore; a link for a
 * free customer name from the Payment Tracking form.
 */
import type { Page } from 'playwright-core';
import { formatRupeesShort } from '@duesflow/shared-contracts/format';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';

type Link = { customerName: string; gateway: string; routingReason: string | null; status: string };

const portal = usePortal();
const browser = useBrowser();

/** A link made through the API for a customer of the test's own, once it has been routed. */
async function routedLinkFor(amount: number): Promise<Link> {
  const [customer] = await importCustomers(portal, [{ name: ownName('Madurai Mills'), phone: '98430 12121', amount, daysOverdue: 10 }]);
  await portal.api('/api/workflows/generate-payment-link', {
    method: 'POST',
    json: { amount, customerName: customer.name },
    headers: { 'Idempotency-Key': `e2e-${customer.id}` },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await portal.api<{ items: Link[] }>('/api/payment-links?pageSize=20');
    const link = page.items.find((item) => item.customerName === customer.name);
    if (link?.gateway) return link;
    if (Date.now() > deadline) throw new Error(`The link for ${customer.name} was not routed within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The gateway names of the Overview's cards, top to bottom. */
async function cardOrder(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="region"]'))
      .map((element) => element.getAttribute('aria-label') ?? '')
      .filter((name) => ['Razorpay', 'Cashfree', 'PayU'].includes(name)),
  );
}

test('the Overview shows the seeded gateways in priority order with their limits and the active rules', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-gateways'));
  await card(page, 'Razorpay').waitFor();
  await page.getByText('Payment Gateway Manager').waitFor();
  expect(await cardOrder(page)).toEqual(['Razorpay', 'Cashfree', 'PayU']);
  await card(page, 'Razorpay').getByText('₹2,00,000').waitFor();
  await card(page, 'Cashfree').getByText('2.3% + ₹2.00 per payment').waitFor();
  await card(page, 'PayU').getByText('1.8% + ₹5.00 per payment').waitFor();
  await card(page, 'PayU').getByText('₹50,000').waitFor();
  expect(await card(page, 'Razorpay').getByRole('button', { name: 'Move Razorpay up' }).isDisabled()).toBe(true);
  expect(await card(page, 'PayU').getByRole('button', { name: 'Move PayU down' }).isDisabled()).toBe(true);
  await page.getByText('Active Failover Rules').waitFor();
  await page.getByText('Amount above ₹50,000: Razorpay → Cashfree').waitFor();

  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await waitForToast(page, { title: 'Status Refreshed' });
  await card(page, 'Razorpay')
    .getByText(/^Last checked: (?!Never)/)
    .waitFor();
  await context.close();
});

test('a disabled first gateway receives no new links: the next one goes to the second', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-gateways'));
  await card(page, 'Razorpay').getByRole('switch', { name: 'Active: Razorpay' }).click();
  await waitForToast(page, { title: 'Gateway Disabled' });

  const link = await routedLinkFor(10_000);
  expect(link.gateway).toBe('Cashfree');
  expect(link.routingReason).toMatch(/Cashfree/);

  await card(page, 'Razorpay').getByRole('switch', { name: 'Active: Razorpay' }).click();
  await waitForToast(page, { title: 'Gateway Enabled' });
  expect((await routedLinkFor(10_000)).gateway).toBe('Razorpay');
  await context.close();
});

test('turning the amount rule off changes where the next ₹60,000 link goes', async () => {
  expect((await routedLinkFor(60_000)).gateway).toBe('Cashfree');

  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-gateways'));
  await page.getByRole('tab', { name: 'Failover Rules' }).click();
  const rule = page.getByRole('region', { name: 'High Amount Routing' });
  await rule.getByRole('switch', { name: 'Active: High Amount Routing' }).click();
  await rule.getByText('Inactive', { exact: true }).waitFor();

  expect((await routedLinkFor(60_000)).gateway).toBe('Razorpay');

  await rule.getByRole('switch', { name: 'Active: High Amount Routing' }).click();
  await rule.getByText('Active', { exact: true }).waitFor();
  await context.close();
});

test('moving a gateway up swaps priorities, and the order holds after a reload', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-gateways'));
  await card(page, 'Cashfree').getByRole('button', { name: 'Move Cashfree up' }).click();
  await waitForToast(page, { title: 'Priority Updated' });
  await card(page, 'Cashfree').getByLabel('Priority 1').waitFor();

  await page.reload();
  await card(page, 'Cashfree').getByLabel('Priority 1').waitFor();
  await card(page, 'Razorpay').getByLabel('Priority 2').waitFor();
  expect(await cardOrder(page)).toEqual(['Cashfree', 'Razorpay', 'PayU']);
  expect(await card(page, 'Cashfree').getByRole('button', { name: 'Move Cashfree up' }).isDisabled()).toBe(true);

  // Routing follows the new order.
  expect((await routedLinkFor(10_000)).gateway).toBe('Cashfree');
  await context.close();
});

test('Total Volume and Total Transactions count what was paid, in lakh and crore', async () => {
  const before = await portal.api<{ summary: { totalTransactions: number; totalVolume: number } }>('/api/gateways');
  const [customer] = await importCustomers(portal, [
    { name: ownName('Tiruppur Knits'), phone: '98430 34343', amount: 1_500.5, daysOverdue: 12 },
  ]);
  await portal.api('/api/workflows/generate-payment-link', {
    method: 'POST',
    json: { amount: 1_500.5, customerName: customer.name },
    headers: { 'Idempotency-Key': `e2e-volume-${customer.id}` },
  });
  // The sandbox pay page pays the link, as a customer would.
  const deadline = Date.now() + 30_000;
  let url = '';
  while (!url) {
    const page = await portal.api<{ items: (Link & { url: string })[] }>('/api/payment-links?pageSize=20');
    url = page.items.find((item) => item.customerName === customer.name && item.gateway)?.url ?? '';
    if (!url && Date.now() > deadline) throw new Error('The link was not made within 30 s');
    if (!url) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay / }).first().click();
  await page.getByText('Thank you!', { exact: false }).waitFor();

  const volume = before.summary.totalVolume + 1_500.5;
  const expected = formatRupeesShort(volume);
  await page.goto(portal.url('/payment-gateways'));
  await page.getByRole('region', { name: 'Total Volume' }).getByText(expected).waitFor();
  const transactions = new Intl.NumberFormat('en-IN').format(before.summary.totalTransactions + 1);
  await page.getByRole('region', { name: 'Total Transactions' }).getByText(transactions, { exact: true }).waitFor();
  expect(await page.getByText(/₹[\d.]+M$/).count()).toBe(0);
  await context.close();
});

test('the Payment Tracking form makes a link for a free customer name, not in the book', async () => {
  const name = ownName('Walk-in Customer Ravi');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  await page.getByRole('combobox', { name: 'Customer Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Amount (₹)' }).fill('999');
  await page.getByRole('button', { name: 'Generate Payment Link' }).click();
  await waitForToast(page, { title: 'Payment link generated' });
  expect((await page.evaluate(() => document.body.innerText)).includes('Please provide amount and customer name.')).toBe(false);
  const links = await portal.api<{ items: { customerName: string; amount: number }[] }>('/api/payment-links?pageSize=20');
  expect(links.items.find((item) => item.customerName === name)).toMatchObject({ amount: 999 });
  await context.close();
});
