import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';

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
  // The Total Calls figure, once loaded (its skeleton gone).
  const totalCalls = () =>
    page.evaluate(() => {
      const figure = Array.from(document.querySelectorAll('.ant-statistic')).find(
        (statistic) => statistic.querySelector('.ant-statistic-title')?.textContent === 'Total Calls',
      );
      const value = figure?.querySelector('.ant-statistic-content-value')?.textContent;
      return value ? Number(value.replace(/,/g, '')) : null;
    });
  await page.waitForFunction(() => document.querySelector('.ant-statistic-content-value'));
  const before = await totalCalls();
  expect(before).not.toBeNull();

  // What the call button on the customer's row posts.
  await portal.api('/api/workflows/payment-followup', { method: 'POST', json: { customerId: debtor.id, phoneNumber: debtor.phone! } });
  // The run's completion reaches the screen over /ws: the figure moves without a reload.
  for (const deadline = Date.now() + 30_000; (await totalCalls()) !== before! + 1;) {
    expect(Date.now()).toBeLessThan(deadline);
    await page.waitForTimeout(250);
  }
  await context.close();
});
