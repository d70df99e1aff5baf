/**
 * What staff see on the collections screens after the fixes of "Fast at 100,000 customers … and the
 * defects found on the landed screens": Customers searched by a phone's digits and paged by the API,
 * ₹0.00 customers who cannot be chased, View All listing every run with its link, and Force Sync
 * without a Tally server ending in the spec's 'Sync failed'. This file runs its own portal.
 */
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { CUSTOMER_SEARCH as SEARCH, searchCustomers } from '../support/customer-search';

const portal = usePortal();
const browser = useBrowser();

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

/** The count badge's number ('1,00,000 customers' → 100000). */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Customers shown' }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('Customers: "9871429927" finds "+91 98714 29927"; paging asks the API and shows the new page from its top', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Varanasi Brass'), phone: '98714 29927', amount: 12_400, daysOverdue: 9 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await rows(page).first().waitFor();
  const everyone = await shownCount(page);
  expect(everyone).toBeGreaterThan(20);

  await page.getByPlaceholder(SEARCH).fill('9871429927');
  await page.getByRole('row', { name: new RegExp(customer.name) }).waitFor();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('tbody tr.ant-table-row')).every((row) =>
      (row.textContent ?? '').replace(/\D/g, '').includes('9871429927'),
    ),
  );
  expect(await shownCount(page)).toBeLessThan(everyone);
  expect(await page.getByRole('row', { name: new RegExp(customer.name) }).innerText()).toContain('+91 98714 29927');

  // Back to everyone, then to page 2 from the bottom of page 1.
  await page.getByPlaceholder(SEARCH).fill('');
  await page.waitForFunction((count) => {
    const badge = document.querySelector('[aria-label="Customers shown"]');
    return Number((badge?.textContent ?? '').replace(/\D/g, '')) === count;
  }, everyone);
  const firstOfPage1 = await rows(page).first().innerText();
  const pageTwo = page.locator('.ant-pagination-item-2');
  await pageTwo.scrollIntoViewIfNeeded();
  const pageRequest = page.waitForRequest((request) => /\/api\/customers\?.*page=2/.test(request.url()));
  await pageTwo.click();
  await pageRequest;
  await page.waitForFunction((first) => document.querySelector('tbody tr.ant-table-row')?.textContent !== first, firstOfPage1, {
    polling: 50,
  });
  const search = await page.getByPlaceholder(SEARCH).boundingBox();
  expect(search).not.toBeNull();
  expect(search!.y).toBeGreaterThanOrEqual(0);
  expect(search!.y).toBeLessThan(900);
  await context.close();
});

test('Customers at 1024 px: the actions column is not clipped', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(portal.url('/customers'));
  await rows(page).first().waitFor();
  const first = rows(page).first();
  const link = first.getByRole('button', { name: /^Payment link for / });
  const box = await link.boundingBox();
  const table = await page.locator('.ant-table-container').first().boundingBox();
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? tmpdir()}/customers-1024.png` });
  expect(box).not.toBeNull();
  expect(table).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(1024, table!.x + table!.width) + 0.5);
  expect(box!.x).toBeGreaterThanOrEqual(table!.x);
  await context.close();
});

test('a customer with nothing due cannot be called, messaged or sent a link, and the screen says why', async () => {
  const all = await portal.api<{ id: string; name: string; phone: string | null; amountDue: number }[]>('/api/customers/airtable');
  const settled = all.find((customer) => customer.amountDue === 0 && customer.phone);
  expect(settled).toBeDefined();
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder(SEARCH).fill(settled!.name);
  const row = page.getByRole('row', { name: new RegExp(settled!.name) });
  await row.waitFor();
  for (const name of [`Call ${settled!.name}`, `WhatsApp ${settled!.name}`, `Payment link for ${settled!.name}`]) {
    await expect(row.getByRole('button', { name, exact: true }).isDisabled()).resolves.toBe(true);
  }
  await row
    .getByRole('button', { name: `Call ${settled!.name}`, exact: true })
    .locator('xpath=..')
    .hover();
  await page.getByRole('tooltip').filter({ hasText: 'Nothing is due from this customer (₹0.00)' }).waitFor();
  await context.close();
});

test('View All lists every workflow run, a page at a time, with a generated payment link', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Madurai Looms'), phone: '98410 55667', amount: 7_300, daysOverdue: 4 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.name);
  await page.getByRole('button', { name: `Payment link for ${customer.name}` }).click();
  const toast = await waitForToast(page, { title: 'Payment link generated' });
  const link = /https?:\/\/\S+/.exec(toast.description)?.[0];
  expect(link).toBeDefined();

  await page.goto(portal.url('/'));
  await page.getByRole('button', { name: 'View All' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Workflow Executions' });
  await dialog.getByRole('link', { name: link! }).waitFor();
  const { total } = await portal.api<{ total: number }>('/api/workflows/executions?page=1&pageSize=10');
  expect(await dialog.locator('tbody tr.ant-table-row').count()).toBe(Math.min(10, total));
  if (total > 10) await dialog.locator('.ant-pagination-item-2').waitFor();
  await context.close();
});

test("Force Sync with no Tally configured shows the spec's 'Sync failed' toast", async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/tally'));
  await page.getByRole('button', { name: 'Force Sync' }).click();
  const toast = await waitForToast(page, { title: 'Sync failed' });
  expect(toast.text).toContain('Failed to trigger Tally synchronization. Check N8N workflow status.');
  expect(toast.kind).toBe('error');
  await context.close();
});
