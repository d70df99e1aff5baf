import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';
import { until } from '../support/until';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import type { TCallStatistics } from '@duesflow/shared-contracts/call-scripts';

const portal = usePortal();
const browser = useBrowser();

test('the three seeded scripts, then a script created, edited, duplicated and deleted', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/voice-calls'));
  await page.getByText('Select a script from the list to edit or create a new one').waitFor();
  for (const language of ['Hindi', 'English', 'Marathi'])
    await page.getByRole('listitem').getByText(language, { exact: true }).first().waitFor();

  await page.getByRole('button', { name: 'New Script' }).click();
  const nameField = page.getByLabel('Script Name');
  await page.waitForFunction(() => (document.getElementById('script-name') as HTMLInputElement | null)?.value === 'New Script');
  const name = `Reminder ${Date.now().toString(36)}`;
  await nameField.fill(name);
  await page.getByLabel('Introduction').fill('We are calling about invoice {invoiceNumber}.');
  await page.getByRole('button', { name: 'Save Script' }).click();
  await waitForToast(page, { title: 'Script saved successfully', text: `${name} has been updated.` });
  await page.getByRole('listitem', { name }).waitFor();

  await page.getByRole('button', { name: `Duplicate ${name}` }).click();
  await waitForToast(page, { title: 'Script duplicated' });
  await page.getByRole('listitem', { name: `${name} (Copy)` }).waitFor();

  for (const gone of [`${name} (Copy)`, name]) {
    await page.getByRole('button', { name: `Delete ${gone}`, exact: true }).click();
    await (await settled(page.locator('.ant-popconfirm:visible'))).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('listitem', { name: gone, exact: true }).waitFor({ state: 'detached' });
  }
  await waitForToast(page, { title: 'Script deleted' });
  await context.close();
});

test('a call placed from a customer row is counted by Analytics, live', async () => {
  // Someone the call must reach, whatever else this file did: overdue, with a phone, never contacted.
  const [debtor] = await importCustomers(portal, [
    { name: ownName('Solapur Chaddar Works'), phone: '98220 61734', amount: 12_400, daysOverdue: 9 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/voice-calls'));
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const totalCalls = async () => (await portal.api<TCallStatistics>('/api/call-scripts/analytics')).totalCalls;
  /** Waits until the Total Calls figure on the screen reads `count`. */
  const totalCallsShown = (count: number) =>
    page
      .locator('.ant-statistic')
      .filter({ has: page.locator('.ant-statistic-title', { hasText: /^Total Calls$/ }) })
      .locator('.ant-statistic-content-value', { hasText: new RegExp(`^${formatIndianNumber(count)}$`) })
      .waitFor();
  const before = await totalCalls();
  await totalCallsShown(before);
  // The figure moves over the realtime socket: a call completed before it is open would never be pushed.
  await page.getByTestId('connection-status').getByText('Connected').waitFor();

  // What the call button on the customer's row posts.
  await portal.api('/api/workflows/payment-followup', { method: 'POST', json: { customerId: debtor.id, phoneNumber: debtor.phone! } });
  // Once the API counts the call (its run completes on its own), the figure on screen moves without a reload.
  await until(totalCalls, (count) => count === before + 1, { what: 'Total Calls' });
  await totalCallsShown(before + 1);
  await context.close();
});
