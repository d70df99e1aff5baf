import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';

type Customer = { id: string; name: string; phone?: string | null; email?: string | null; amountDue: number };

let browser: Browser;
let customers: Customer[];
beforeAll(async () => {
  browser = await launchBrowser();
  customers = await (await fetch(baseUrl() + '/api/customers/airtable')).json();
});
afterAll(async () => {
  await browser?.close();
});

function withPhoneAndDues(): Customer {
  const customer = customers.find((candidate) => candidate.phone && candidate.amountDue > 0);
  if (!customer) throw new Error('The demo data has no customer with a phone and dues');
  return customer;
}

test('Customers lists the stored customers and searches by name, email or phone', async () => {
  expect(customers.length).toBeGreaterThanOrEqual(300);
  const customer = withPhoneAndDues();
  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/customers');
  const search = page.getByPlaceholder('Search customers by name, email, or phone...');
  await search.waitFor();

  await search.fill(customer.name.toUpperCase());
  await page.getByText(customer.name, { exact: true }).first().waitFor();

  await search.fill('zzzz-no-such-customer');
  await page.getByText('No customers found').waitFor();
  await page.getByText('Try adjusting your search terms').waitFor();
  await context.close();
});

test('a WhatsApp reminder from a customer row is sent and toasted', async () => {
  const customer = withPhoneAndDues();
  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.phone!);
  await page.getByRole('button', { name: `WhatsApp ${customer.name}` }).click();
  await page.getByText('WhatsApp message sent').waitFor();
  await context.close();
});

test('generating a payment link copies it and the link opens the pay page', async () => {
  const customer = withPhoneAndDues();
  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.phone!);
  await page.getByRole('button', { name: `Payment link for ${customer.name}` }).click();
  await page.getByText('Payment link copied').waitFor();

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^https?:\/\/.+\/api\/pay\//);
  const payPage = await context.newPage();
  await payPage.goto(link);
  await payPage.getByText(customer.name).first().waitFor();
  await context.close();
});

test('a customer without a phone cannot be called or messaged', async () => {
  const customer = customers.find((candidate) => !candidate.phone);
  if (!customer) throw new Error('The demo data has no customer without a phone');
  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/customers');
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.name);
  expect(await page.getByRole('button', { name: `Call ${customer.name}` }).first().isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: `WhatsApp ${customer.name}` }).first().isDisabled()).toBe(true);
  await context.close();
});
