import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';

type Customer = { id: string; name: string; phone?: string | null; email?: string | null; amountDue: number };

const SEARCH = 'Search customers by name, email, or phone...';

const portal = usePortal();
const browser = useBrowser();

/** Each test's own customer, overdue and never contacted, so no other test's action changes what it sees. */
async function ownDebtor(base: string, phone: string): Promise<Customer> {
  const [customer] = await importCustomers(portal, [{ name: ownName(base), phone, amount: 18_250.5, daysOverdue: 12 }]);
  return customer;
}

/** The names in the table's rows, once they all contain `text` (the search has been applied). */
async function rowsOnceNarrowedTo(page: Page, text: string): Promise<string[]> {
  await page.waitForFunction((wanted) => {
    const rows = Array.from(document.querySelectorAll('tbody tr.ant-table-row'));
    return rows.length > 0 && rows.every((row) => row.textContent?.toLowerCase().includes(wanted));
  }, text.toLowerCase());
  return page.locator('tbody tr.ant-table-row').allInnerTexts();
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
  expect(await rowsOnceNarrowedTo(page, customer.name)).toHaveLength(1);
  await search.fill('98390 11223');
  expect(await rowsOnceNarrowedTo(page, customer.name)).toHaveLength(1);

  await search.fill('zzzz-no-such-customer');
  await page.getByText('No customers found').waitFor();
  await page.getByText('Try adjusting your search terms').waitFor();
  await context.close();
});

test('a WhatsApp reminder from a customer row is sent and toasted', async () => {
  const customer = await ownDebtor('Coimbatore Pumps', '98430 22334');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder(SEARCH).fill(customer.phone!);
  await page.getByRole('button', { name: `WhatsApp ${customer.name}` }).click();
  await waitForToast(page, { title: 'WhatsApp message sent' });
  await context.close();
});

test('generating a payment link copies it and the link opens the pay page', async () => {
  const customer = await ownDebtor('Hubli Cotton Traders', '98450 33445');
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder(SEARCH).fill(customer.phone!);
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
  await page.getByPlaceholder(SEARCH).fill(customer.name);
  await rowsOnceNarrowedTo(page, customer.name);
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
