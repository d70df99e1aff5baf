/**
 * One truth per payment vendor, in Chromium against the built portal: Provider Management and Payment
 * Gateways show the same fee and the same state for each vendor, and a change on either screen is seen on
 * the other (both read the gateway row).
 */
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled, shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

const providerCard = (page: Page, displayName: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('button', { name: `Edit ${displayName}`, exact: true }) });
const gatewayCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('every payment vendor shows the same fee and state on Provider Management and Payment Gateways', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  const fees = { Razorpay: '2% per payment', Cashfree: '2.3% + ₹2.00 per payment', PayU: '1.8% + ₹5.00 per payment' };

  await page.goto(portal.url('/payment-gateways'));
  for (const [name, fee] of Object.entries(fees)) {
    await gatewayCard(page, name).getByText(fee, { exact: true }).waitFor();
    expect(
      await gatewayCard(page, name)
        .getByRole('switch', { name: `Active: ${name}` })
        .getAttribute('aria-checked'),
    ).toBe('true');
  }

  await page.goto(portal.url('/provider-management'));
  for (const [name, fee] of Object.entries(fees)) {
    await providerCard(page, name).getByText(fee, { exact: true }).waitFor();
    await providerCard(page, name).getByText('Active', { exact: true }).waitFor();
  }
  expect(await page.getByText(/\$0\.0240|\$0\.0600/).count()).toBe(0);
  await context.close();
});

test('switching PayU off on Payment Gateways shows it inactive on Provider Management, and back', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-gateways'));
  await gatewayCard(page, 'PayU').getByRole('switch', { name: 'Active: PayU' }).click();
  await waitForToast(page, { title: 'Gateway Disabled' });

  await page.goto(portal.url('/provider-management'));
  await providerCard(page, 'PayU').getByText('Inactive', { exact: true }).waitFor();

  // Back on from Provider Management's own dialog: Payment Gateways shows it active again.
  await page.getByRole('button', { name: 'Edit PayU', exact: true }).click();
  const dialog = await settled(page.getByRole('dialog'));
  await dialog.getByLabel('Status').click();
  // The option list slides in: a click while it moves can land beside the option (support/motion).
  const options = await shownOptions(page);
  await options.getByTitle('Active', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Provider' }).click();
  await providerCard(page, 'PayU').getByText('Active', { exact: true }).waitFor();

  await page.goto(portal.url('/payment-gateways'));
  await gatewayCard(page, 'PayU').getByRole('switch', { name: 'Active: PayU' }).waitFor();
  expect(await gatewayCard(page, 'PayU').getByRole('switch', { name: 'Active: PayU' }).getAttribute('aria-checked')).toBe('true');
  await context.close();
});
