/**
 * Payment Tracking (/payments) in Chromium against the built portal: a link generated for a stored
 * customer, copied, paid on the sandbox pay page, seen paid with the tiles moving; a large link routed
 * by the sample failover rule.
 */
import type { Page } from 'playwright-core';
import { formatShare } from '@duesflow/shared-contracts/format';
import { signIn } from '../support/auth';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName, type ImportedCustomer } from '../support/data';
import { usePortal } from '../support/portal';
import { layoutFindings } from '../support/screen-checks';
import { waitForToast } from '../support/toasts';
import { shownOptions } from '../support/motion';

type Totals = { totalGenerated: number; successRate: number; activeLinks: number; paid: number; expired: number };

const portal = usePortal();
const browser = useBrowser();

const indian = (value: number) => value.toLocaleString('en-IN');

async function totals(): Promise<Totals> {
  return (await portal.api<{ totals: Totals }>('/api/payment-links?pageSize=1')).totals;
}

/** Waits until the tile reads `expected` (the screen reloads on its own when links change). */
async function waitForTile(page: Page, title: string, expected: string): Promise<void> {
  await page.waitForFunction(
    ([name, value]) =>
      document.querySelector(`[role="region"][aria-label="${name}"] .ant-statistic-content`)?.textContent?.trim() === value,
    [title, expected] as const,
    { timeout: 30_000, polling: 100 },
  );
}

/** Chooses a stored customer in the form's picker by typing part of the name. */
async function chooseCustomer(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Customer Name' });
  await picker.click();
  await picker.fill(name);
  await (await shownOptions(page)).locator('.ant-select-item-option', { hasText: name }).click();
}

async function generateLink(page: Page, customer: ImportedCustomer, amount: string | undefined, description: string): Promise<string> {
  await chooseCustomer(page, customer.name);
  const amountField = page.getByRole('textbox', { name: 'Amount (₹)' });
  if (amount !== undefined) await amountField.fill(amount);
  await page.getByRole('textbox', { name: 'Description (Optional)' }).fill(description);
  await page.getByRole('button', { name: 'Generate Payment Link' }).click();
  await waitForToast(page, { title: 'Payment link generated' });
  return (await page.getByTestId('generated-link').innerText()).trim();
}

test('a link generated for a stored customer is copied, paid on the sandbox page, and the table and tiles follow', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Kaveri Agro'), phone: '98765 01234', amount: 12_000, daysOverdue: 20 },
  ]);
  const before = await totals();
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  await waitForTile(page, 'Total Generated', indian(before.totalGenerated));
  await waitForTile(page, 'Active Links', indian(before.activeLinks));

  // The customer's amount due fills the amount.
  const link = await generateLink(page, customer, undefined, 'E2E November dues');
  expect(link).toMatch(new RegExp(`^${portal.baseUrl}/api/pay/`));

  await page.getByRole('group', { name: 'Generated payment link' }).getByRole('button', { name: 'Copy link' }).click();
  await waitForToast(page, { title: 'Copied' });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await waitForTile(page, 'Total Generated', indian(before.totalGenerated + 1));
  await waitForTile(page, 'Active Links', indian(before.activeLinks + 1));
  const row = page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await row.getByText('active', { exact: true }).waitFor();
  await row.getByRole('cell', { name: '₹12,000.00', exact: true }).waitFor();
  await row.getByText('E2E November dues').waitFor();
  // ₹12,000 fits the first gateway by priority.
  await row.getByText('Razorpay', { exact: true }).waitFor();
  await row.getByText(/first by priority/).waitFor();

  const payPage = await context.newPage();
  await payPage.goto(link);
  await payPage.getByRole('button', { name: 'Pay ₹12,000.00' }).click();
  await payPage.getByText(/^Paid on /).waitFor();

  await row.getByText('paid', { exact: true }).waitFor({ timeout: 30_000 });
  await waitForTile(page, 'Active Links', indian(before.activeLinks));
  const after = await totals();
  expect(after.paid).toBe(before.paid + 1);
  // Paid ÷ decided, as the API counts it; written as every share is.
  await waitForTile(page, 'Success Rate', formatShare(after.paid, after.paid + after.expired));

  // The paid filter shows it; the active filter no longer does.
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await (await shownOptions(page)).locator('.ant-select-item-option', { hasText: 'Active' }).click();
  await page.getByText('E2E November dues').waitFor({ state: 'detached' });
  await context.close();
});

test('a link for ₹60,000 with the sample rules goes to the second gateway, with the reason', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Tirupur Knits'), phone: '98430 55667', amount: 75_000, daysOverdue: 30 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  await generateLink(page, customer, '60000', 'E2E large link');

  const row = page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await row.getByRole('cell', { name: '₹60,000.00', exact: true }).waitFor();
  await row.getByText('Cashfree', { exact: true }).waitFor();
  await row.getByText(/High Amount Routing/).waitFor();

  // At 1024 and 375 px the routing reason wraps into a few lines, not a word per line, and every column is
  // reached: the table scrolls inside its card with Copy and Open pinned in view.
  for (const width of [1024, 375]) {
    await page.setViewportSize({ width, height: 768 });
    await row.getByRole('button', { name: `Copy link for ${customer.name}` }).waitFor();
    const box = await page.evaluate((name) => {
      const tr = Array.from(document.querySelectorAll('tbody tr.ant-table-row')).find((element) => element.textContent?.includes(name))!;
      const inView = (label: string) => {
        const rect = tr.querySelector(`[aria-label="${label} link for ${name}"]`)!.getBoundingClientRect();
        return rect.left >= 0 && rect.right <= window.innerWidth;
      };
      return { copyInView: inView('Copy'), openInView: inView('Open'), rowHeight: tr.getBoundingClientRect().height };
    }, customer.name);
    expect({ width, ...box }).toMatchObject({ width, copyInView: true, openInView: true });
    expect(box.rowHeight).toBeLessThan(160);
    expect(await layoutFindings(page)).not.toContainEqual(expect.stringMatching(/sideways|cut:/));
  }
  await context.close();
});

test('a collector may refresh the gateway status, as the API allows; changing a gateway stays with an admin', async () => {
  const collector = { email: 'kiran.collector@duesflow.test', password: 'collector-password-1', name: 'Kiran Collector' };
  await portal.api('/api/staff', { json: { ...collector, role: 'collector' } });
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await signIn(context, portal.baseUrl, { email: collector.email, password: collector.password });
  await page.goto(portal.url('/payment-gateways'));
  await page.getByRole('region', { name: 'Razorpay', exact: true }).waitFor();
  expect(await page.getByRole('switch', { name: 'Active: Razorpay' }).isDisabled()).toBe(true);
  const refresh = page.getByRole('button', { name: 'Refresh Status' });
  expect(await refresh.isDisabled()).toBe(false);
  await refresh.click();
  await waitForToast(page, { title: 'Status Refreshed' });
  await context.close();
});

test('a link for more than the customer owes is refused with the reason beside the amount', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Salem Steel'), phone: '98430 77889', amount: 5_000, daysOverdue: 5 }]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payments'));
  await chooseCustomer(page, customer.name);
  await page.getByRole('textbox', { name: 'Amount (₹)' }).fill('9000');
  await page.getByRole('button', { name: 'Generate Payment Link' }).click();
  await waitForToast(page, { title: 'Generation failed', text: 'Failed to generate payment link.' });
  await page.getByText(/cannot be for more than/).waitFor();
  await context.close();
});
