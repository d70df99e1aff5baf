/**
 * A link exists only when it can be paid (issue 20), in Chromium against the built portal: a customer
 * owing more than any gateway takes gets an instalment plan from the customer row's Payment link, which is
 * announced and copied only once every part is placed; the page the customer opens lists each part with
 * its own Pay, and paying them all settles exactly what was owed.
 */
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { shownToasts, waitForToast } from '../support/toasts';
import { searchCustomers } from '../support/customer-search';
import { shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();
type Readiness = { readiness: string; parts: { amount: number; gateway: string; status: string }[] };

test("the customer row's Payment link for ₹6,89,563.72 is a payable plan: announced, copied, and paid part by part", async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Aditya Desai Traders'), phone: '98200 68956', amount: 689_563.72, daysOverdue: 40 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  // The search has been applied (a click on a row being replaced is lost): the table shows this customer alone.
  await searchCustomers(page, customer.name);
  expect(await page.locator('tbody tr.ant-table-row').count()).toBe(1);
  const button = page.getByRole('button', { name: `Payment link for ${customer.name}` });
  await expect(button.isEnabled()).resolves.toBe(true);

  const linkResponse = page.waitForResponse(
    (response) => response.url().endsWith('/api/workflows/payment-link') && response.request().method() === 'POST',
  );
  await button.click();
  const started = (await (await linkResponse).json()) as { linkId: string; paymentLink: string };
  const generated = await waitForToast(page, { title: 'Payment link generated' });
  expect(generated.description).toContain(started.paymentLink);
  // When it was announced, every part could already be paid.
  const ready = await portal.api<Readiness>(`/api/payment-links/${started.linkId}`);
  expect(ready.readiness).toBe('payable');
  expect(ready.parts.map((part) => part.amount)).toEqual([172_390.93, 172_390.93, 172_390.93, 172_390.93]);
  expect(ready.parts.every((part) => part.gateway === 'Razorpay')).toBe(true);
  expect((await shownToasts(page)).some((toast) => toast.title === 'Link generation failed' || /Workflow failed/.test(toast.title))).toBe(
    false,
  );

  await waitForToast(page, { title: 'Payment link copied' });
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(started.paymentLink);

  const payPage = await context.newPage();
  await payPage.goto(link);
  await payPage.getByText('Instalment plan: ₹6,89,563.72 in 4 parts, each paid on its own').waitFor();
  const payButtons = payPage.getByRole('button', { name: 'Pay ₹1,72,390.93' });
  expect(await payButtons.count()).toBe(4);
  for (let paid = 1; paid <= 4; paid += 1) {
    await payButtons.first().click();
    // The page reloads after each payment: one Pay fewer, one more part paid.
    await payPage
      .getByText(/^Paid on /)
      .nth(paid - 1)
      .waitFor();
    await payPage.waitForFunction((left) => document.querySelectorAll('button[data-pay]').length === left, 4 - paid, { timeout: 30_000 });
  }

  const after = await portal.api<{ items: { id: string; amountDue: number }[] }>(
    `/api/customers?q=${encodeURIComponent(customer.name)}&page=1&pageSize=5`,
  );
  expect(after.items.find((item) => item.id === customer.id)?.amountDue).toBe(0);
  await context.close();
});

test('a plan part that was paid shows no Pay; the page never offers Pay for what cannot be paid', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Surat Diamonds'), phone: '98250 40000', amount: 250_000, daysOverdue: 12 },
  ]);
  const started = await portal.api<{ linkId: string; paymentLink: string; executionId: string }>('/api/workflows/payment-link', {
    json: { amount: 250_000, customerId: customer.id },
  });
  const deadline = Date.now() + 30_000;
  let ready = await portal.api<Readiness>(`/api/payment-links/${started.linkId}`);
  while (ready.readiness === 'routing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ready = await portal.api<Readiness>(`/api/payment-links/${started.linkId}`);
  }
  expect(ready.readiness).toBe('payable');

  const { context } = await newPage(browser.get(), portal);
  const payPage = await context.newPage();
  await payPage.goto(started.paymentLink);
  await payPage.getByRole('button', { name: 'Pay ₹1,25,000.00' }).first().click();
  await payPage.getByText(/^Paid on /).waitFor();
  expect(await payPage.getByRole('button', { name: 'Pay ₹1,25,000.00' }).count()).toBe(1);
  await context.close();
});

test('the Payments screen announces a plan only once it is payable, and the table shows its parts', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Ludhiana Woollens'), phone: '98140 30000', amount: 350_000, daysOverdue: 25 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  const picker = page.getByRole('combobox', { name: 'Customer Name' });
  await picker.click();
  await picker.fill(customer.name);
  await (await shownOptions(page)).locator('.ant-select-item-option', { hasText: customer.name }).click();
  await page.getByRole('button', { name: 'Generate Payment Link' }).click();
  await waitForToast(page, { title: 'Payment link generated' });
  const link = (await page.getByTestId('generated-link').innerText()).trim();

  const rows = page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await rows.getByText('Instalment 2 of 2', { exact: true }).waitFor();
  await rows.getByText('Instalment 1 of 2', { exact: true }).waitFor();
  const payPage = await context.newPage();
  await payPage.goto(link);
  expect(await payPage.getByRole('button', { name: 'Pay ₹1,75,000.00' }).count()).toBe(2);
  await context.close();
});
