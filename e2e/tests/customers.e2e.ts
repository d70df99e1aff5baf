import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';
import { CUSTOMER_SEARCH as SEARCH, rowsNarrowedTo, searchCustomers } from '../support/customer-search';

type Customer = { id: string; name: string; phone?: string | null; email?: string | null; amountDue: number };

const portal = usePortal();
const browser = useBrowser();

/** Each test's own customer, overdue and never contacted, so no other test's action changes what it sees. */
async function ownDebtor(base: string, phone: string): Promise<Customer> {
  const [customer] = await importCustomers(portal, [{ name: ownName(base), phone, amount: 18_250.5, daysOverdue: 12 }]);
  return customer;
}

test('Customers lists the stored customers and searches by name, email or phone', async () => {
  const customers = await portal.api<Customer[]>('/api/customers/airtable');
  expect(customers.length).toBeGreaterThanOrEqual(300);
  const customer = await ownDebtor('Banaras Silk House', '98390 11223');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  const search = page.getByPlaceholder(SEARCH);
  await search.waitFor();

  await search.fill(customer.name.toUpperCase());
  expect(await rowsNarrowedTo(page, customer.name)).toHaveLength(1);
  await search.fill('98390 11223');
  expect(await rowsNarrowedTo(page, customer.name)).toHaveLength(1);

  await search.fill('zzzz-no-such-customer');
  await page.getByText('No customers found').waitFor();
  await page.getByText('Try adjusting your search terms').waitFor();
  await context.close();
});

test('a WhatsApp reminder from a customer row is sent and toasted', async () => {
  const customer = await ownDebtor('Coimbatore Pumps', '98430 22334');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.phone!, customer.name);
  await page.getByRole('button', { name: `WhatsApp ${customer.name}` }).click();
  await waitForToast(page, { title: 'WhatsApp message sent' });
  await context.close();
});

test('generating a payment link copies it and the link opens the pay page', async () => {
  const customer = await ownDebtor('Hubli Cotton Traders', '98450 33445');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.phone!, customer.name);
  await page.getByRole('button', { name: `Payment link for ${customer.name}` }).click();
  await waitForToast(page, { title: 'Payment link copied' });

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^https?:\/\/.+\/api\/pay\//);
  const payPage = await context.newPage();
  await payPage.goto(link);
  await payPage.getByText(customer.name).first().waitFor();
  await context.close();
});

test('a customer without a phone cannot be called or messaged', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Ajmer Handloom'), amount: 9_800, daysOverdue: 30 }]);
  expect(customer.phone ?? null).toBeNull();
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.name);
  expect(
    await page
      .getByRole('button', { name: `Call ${customer.name}` })
      .first()
      .isDisabled(),
  ).toBe(true);
  expect(
    await page
      .getByRole('button', { name: `WhatsApp ${customer.name}` })
      .first()
      .isDisabled(),
  ).toBe(true);
  await context.close();
});

/** The accessible name of the element that has the focus ('' for the page's body). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.getAttribute('aria-label') ?? '')));
}

/**
 * Waits for the customer's Reminders drawer to show its content and stand still (its slide-in done, the
 * focus in it), then presses Escape and waits until no drawer is open; fails if it stays open.
 */
async function closeRemindersDrawerWithEscape(page: Page, customerName: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name: `Reminders: ${customerName}` });
  await drawer.getByRole('heading', { name: 'Promise to pay' }).waitFor();
  await settled(drawer);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
}

test('after a row action focus stays on the row’s button; Escape closes the Reminders drawer', async () => {
  const customer = await ownDebtor('Kanchipuram Weaves', '98390 44556');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.name);

  await page.getByRole('button', { name: `WhatsApp ${customer.name}` }).click();
  await waitForToast(page, { title: 'WhatsApp message sent' });
  expect(await focusedName(page)).toBe(`WhatsApp ${customer.name}`);

  await page.getByRole('button', { name: `Reminders for ${customer.name}` }).click();
  // Read, then closed with Escape.
  await closeRemindersDrawerWithEscape(page, customer.name);
  await context.close();
});

test('on a phone a row shows the name with the amount, its actions in one ⋯ menu', async () => {
  const customer = await ownDebtor('Mysore Sandal Depot', '98390 77889');
  const { page, context } = await newPage(browser.get(), portal);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(portal.url('/customers'));
  await searchCustomers(page, customer.name);

  const row = page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  const amount = row.getByLabel('Amount due ₹18,250.50');
  const menu = row.getByRole('button', { name: `Actions for ${customer.name}` });
  for (const shown of [row.getByRole('link', { name: customer.name }), amount, menu]) {
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await menu.click();
  // The menu zooms in: a press while it moves can fall beside the button (support/motion).
  const actions = await settled(page.getByRole('group', { name: `Actions for ${customer.name}` }));
  await actions.getByRole('button', { name: `Reminders for ${customer.name}` }).click();
  await closeRemindersDrawerWithEscape(page, customer.name);
  await context.close();
});

// Last in the file: it stops this file's API for a moment.
test('a search while the API is down says so with the reason instead of showing the earlier rows; Retry recovers', async () => {
  const customer = await ownDebtor('Coorg Coffee Traders', '98390 99001');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.locator('tbody tr.ant-table-row').first().waitFor();
  const before = await page.locator('tbody tr.ant-table-row').count();
  expect(before).toBeGreaterThan(1);

  await portal.stop();
  try {
    await page.getByPlaceholder(SEARCH).fill(customer.name);
    await page.getByText('Unable to load customer data').waitFor();
    await page.getByText('Failed to fetch customer data from Airtable').waitFor();
    await page.getByText(/^Reason: /).waitFor();
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Customers shown' }).count()).toBe(0);
  } finally {
    await portal.start();
  }
  // Back up: Retry, unless the realtime reconnection has already reloaded the list.
  await page
    .getByRole('button', { name: 'Retry' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  expect(await rowsNarrowedTo(page, customer.name)).toHaveLength(1);
  await context.close();
});
