/**
 * The customer's own page (issue 22, its first part), in Chromium on a 320 px phone against the built
 * portal: a link staff made opens the statement without a session, switches to Hindi (with its
 * Devanagari font), pays a part through the sandbox, and the statement and the Customers list show the
 * exact paise at once; a tampered link names nobody.
 */
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';

const portal = usePortal();
const browser = useBrowser();

async function phonePage(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.get().newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) errors.push(`${response.status()} ${response.url()}`);
  });
  return { page, errors, close: () => context.close() };
}

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

  await page.getByLabel('राशि (₹)').fill('2345.67');
  await Promise.all([page.waitForURL(/\/api\/pay\//), page.getByRole('button', { name: 'आंशिक भुगतान करें' }).click()]);
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
