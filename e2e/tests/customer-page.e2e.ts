/**
 * The customer's own page (issue 22, its first part), in Chromium on a 320 px phone against the built
 * portal: a link staff made opens the statement without a session, switches to Hindi (with its
 * Devanagari font), pays a part through the sandbox, and the statement and the Customers list show the
 * exact paise at once; a tampered link names nobody; staff copy a link from the customer's drawer, see the
 * visit there, and close the link.
 */
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { openRemindersDrawer } from '../support/reminders-drawer';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';
import { newPhonePage } from '../support/phone';

const portal = usePortal();
const browser = useBrowser();

const phonePage = () => newPhonePage(browser.get());

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a customer opens their page from a link, reads it in Hindi and pays part; the statement and the list show the exact paise', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Kavita Nair'), phone: '98200 12345', amount: 12_345.67, daysOverdue: 20 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });

  const { page, errors, close } = await phonePage();
  await page.goto(link.url);
  await page.getByText(`Statement for ${customer.name}`).waitFor();
  await page.getByRole('region', { name: 'Balance due' }).getByText('₹12,345.67', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay all ₹12,345.67' }).waitFor();
  expect(await fitsTheScreen(page)).toBe(true);

  const font = page.waitForResponse((response) => response.url().includes('/api/customer-page/fonts/devanagari-'));
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await page.getByText(`${customer.name} के लिए विवरण`).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('hi');
  expect((await font).status()).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'बकाया'))).toBe(true);
  expect(await fitsTheScreen(page)).toBe(true);

  await page.locator('#pay').getByLabel('राशि (₹)').fill('2345.67');
  await page.getByRole('button', { name: 'आंशिक भुगतान करें' }).click();
  // The sandbox shows its UPI code too, which no UPI app can pay: its page's Pay is the way (customer-page-upi.e2e.ts).
  await Promise.all([page.waitForURL(/\/api\/pay\//), page.getByRole('link', { name: 'इसके बजाय भुगतान पृष्ठ पर भुगतान करें' }).click()]);
  await page.getByRole('button', { name: 'Pay ₹2,345.67' }).click();
  await page.getByText(/^Paid on /).waitFor();

  await page.goto(`${link.url}?lang=hi`);
  await page.getByRole('region', { name: 'बकाया राशि' }).getByText('₹10,000.00', { exact: true }).waitFor();
  await page.getByText('पूरा भुगतान करें ₹10,000.00').waitFor();
  await page.getByText('₹2,345.67').first().waitFor();

  const listed = await portal.api<{ items: { id: string; amountDue: number }[] }>(
    `/api/customers?q=${encodeURIComponent(customer.name)}&page=1&pageSize=5`,
  );
  expect(listed.items.find((item) => item.id === customer.id)?.amountDue).toBe(10_000);
  expect(errors).toEqual([]);
  await close();
});

test('a tampered link shows a clear page that names nobody', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Rohan Mehta'), phone: '98200 54321', amount: 999, daysOverdue: 5 }]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const tampered = link.url.slice(0, -1) + (link.url.endsWith('A') ? 'B' : 'A');

  const { page, close } = await phonePage();
  const response = await page.goto(tampered);
  expect(response?.status()).toBe(404);
  await page.getByText('This link is not valid').waitFor();
  const text = await page.textContent('body');
  expect(text).not.toContain('Rohan');
  expect(text).not.toContain('₹');
  expect(await fitsTheScreen(page)).toBe(true);
  await close();
});

test("staff copy the page link from the customer's drawer; the customer opens it and the drawer shows the visit; Close all links closes it", async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Sunita Rao'), phone: '98200 67890', amount: 4_321.5, daysOverdue: 12 },
  ]);
  const { page, context, errors: staffErrors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  let drawer = await openRemindersDrawer(page, customer!.name);
  await drawer.getByText('Not opened yet', { exact: true }).waitFor();
  await drawer.getByText('No link open', { exact: true }).waitFor();

  const made = page.waitForResponse(
    (response) => response.url().endsWith(`/api/customers/${customer!.id}/page-link`) && response.request().method() === 'POST',
  );
  await drawer.getByRole('button', { name: 'Copy page link' }).click();
  expect((await made).status()).toBe(201);
  const toast = await waitForToast(page, { title: 'Customer page link copied', kind: 'success' });
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^https?:\/\/.+\/api\/customer-page\/[A-Za-z0-9_-]{22}$/);
  expect(toast.description).toContain(link);
  await drawer.getByText('1 link open', { exact: true }).waitFor();

  // The customer: another browser, no staff session.
  const phone = await phonePage();
  await phone.page.goto(link);
  await phone.page.getByText(`Statement for ${customer!.name}`).waitFor();
  await phone.page.getByRole('region', { name: 'Balance due' }).getByText('₹4,321.50', { exact: true }).waitFor();

  // The drawer reads visits when it opens (and live while open: customer-page-visits.e2e.ts).
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
  drawer = await openRemindersDrawer(page, customer!.name);
  await drawer.getByText(/^Page opened 1 time · last \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/).waitFor();

  await drawer.getByRole('button', { name: 'Close all links' }).click();
  const question = await settled(page.locator('.ant-popconfirm', { hasText: "Close every link to this customer's page?" }));
  await question.getByRole('button', { name: 'Close all links' }).click();
  await waitForToast(page, { title: 'Customer page links closed', text: '1 link closed: it no longer opens the page.' });
  await drawer.getByText('No link open', { exact: true }).waitFor();

  const closed = await phone.page.goto(link);
  expect(closed?.status()).toBe(410);
  await phone.page.getByText('This link no longer works').waitFor();
  expect(phone.errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  await phone.close();
  await context.close();
});
