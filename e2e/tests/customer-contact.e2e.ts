import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName, type ImportedCustomer } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { searchCustomers } from '../support/customer-search';
import { answerConfirmation } from '../support/confirm';
import { settled, shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

const STOPPED_REASON = 'Not sent: asked to stop reminders';

type Preferences = { stopReminders: boolean; promisedDate: string | null; promisedAmount: number | null; promiseNote: string | null };

/** Finds the customer on /customers and opens the row's Reminders drawer. */
async function openReminders(page: Page, customer: ImportedCustomer) {
  const row = await searchCustomers(page, customer.name);
  await row.getByRole('button', { name: `Reminders for ${customer.name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Reminders: ${customer.name}` });
  await drawer.getByRole('switch', { name: 'Stop reminders' }).waitFor();
  await settled(drawer);
  return { row, drawer };
}

/** A date `days` ahead in India's calendar (YYYY-MM-DD), and how the screen writes it ("1 Dec 2026"). */
function daysAhead(days: number): { iso: string; shown: string } {
  const iso = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const shown = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { iso, shown };
}

test('Stop reminders switched on in the drawer: an SMS campaign to that customer records it as not sent, with the reason', async () => {
  const [stopped, reminded] = await importCustomers(portal, [
    { name: ownName('Sahyadri Agro'), phone: '98765 52001', amount: 3_200, daysOverdue: 18 },
    { name: ownName('Narmada Textiles'), phone: '98765 52002', amount: 5_400.75, daysOverdue: 25 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  // The narrowest layout the portal supports: the row's Reminders button stays inside the table.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(portal.url('/customers'));
  const { row, drawer } = await openReminders(page, stopped!);
  const button = await row.getByRole('button', { name: `Reminders for ${stopped!.name}` }).boundingBox();
  const table = await page.locator('.ant-table-container').first().boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(Math.min(1024, table!.x + table!.width) + 0.5);

  const toggle = drawer.getByRole('switch', { name: 'Stop reminders' });
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/customers/${stopped!.id}/stop-reminders`));
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await waitForToast(page, {
    title: 'Reminders stopped',
    text: `${stopped!.name} gets no campaign, sequence or bulk message on any channel.`,
  });
  await drawer.getByText('Reminders stopped', { exact: true }).waitFor();
  await drawer.getByText(/^On since .+ IST/).waitFor();
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? tmpdir()}/customer-reminders-1024.png` });
  expect((await portal.api<Preferences>(`/api/customers/${stopped!.id}/contact-preferences`)).stopReminders).toBe(true);

  // The campaign manager still lists the customer (tagged), and the API refuses the message with the reason.
  await page.goto(portal.url('/sms-campaigns'));
  await page.getByText(/customers match your filters/).waitFor();
  const name = ownName('Stop reminders check');
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Message Template').click();
  await (await shownOptions(page)).locator('.ant-select-item-option').first().click();
  const list = page.getByRole('list', { name: 'Matching customers' });
  for (const customer of [stopped!, reminded!]) await list.getByRole('checkbox', { name: customer.name }).check();
  await list.getByRole('listitem').filter({ hasText: stopped!.name }).getByText('Reminders stopped').waitFor();
  await page.getByRole('button', { name: 'Preview Campaign' }).click();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/campaigns') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  await answerConfirmation(page, `Send “${name}” to 2 customers?`, 'Send');
  expect((await created).status()).toBe(202);
  await page.locator('[role="progressbar"][aria-label="Campaign progress"][aria-valuenow="100"]').waitFor({ timeout: 60_000 });

  await page.getByRole('button', { name: 'View in History' }).click();
  await page.getByRole('cell', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  const refusedRow = dialog.getByRole('row').filter({ hasText: stopped!.name });
  await refusedRow.getByText(STOPPED_REASON).waitFor();
  await refusedRow.getByText('not sent', { exact: true }).waitFor();
  const sentRow = dialog.getByRole('row').filter({ hasText: reminded!.name });
  await sentRow.waitFor();
  expect(await sentRow.getByText(STOPPED_REASON).count()).toBe(0);
  expect(await sentRow.getByText('not sent', { exact: true }).count()).toBe(0);
  await context.close();
});

test('a promise to pay is recorded in the drawer, shows its tag and is still there after a reload; Clear withdraws it', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Kaveri Spices'), phone: '98765 52003', amount: 9_999, daysOverdue: 30 },
  ]);
  const { iso, shown } = daysAhead(7);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  let { drawer } = await openReminders(page, customer!);

  await drawer.getByRole('button', { name: 'Record promise' }).click();
  await drawer.getByText('Promised date is required').waitFor();
  // The day is typed (or picked) as it reads, "3 Dec 2026", never mm/dd/yyyy; the API still gets YYYY-MM-DD.
  const promisedDate = drawer.getByLabel('Promised date');
  await promisedDate.fill(shown);
  await promisedDate.press('Tab');
  expect(await promisedDate.inputValue()).toBe(shown);
  await drawer.getByLabel('Amount (₹)').fill('4500.5');
  await drawer.getByLabel('Note').fill('Pays after the Diwali sales');
  await drawer.getByRole('button', { name: 'Record promise' }).click();
  await waitForToast(page, { title: 'Promise recorded', text: `Reminders pause until ${shown}.` });
  await drawer.getByText(`Promised until ${shown}`, { exact: true }).waitFor();
  expect(await portal.api<Preferences>(`/api/customers/${customer!.id}/contact-preferences`)).toMatchObject({
    promisedDate: iso,
    promisedAmount: 4500.5,
    promiseNote: 'Pays after the Diwali sales',
  });

  await page.reload();
  ({ drawer } = await openReminders(page, customer!));
  await drawer.getByText(`Promised until ${shown}`, { exact: true }).waitFor();
  const promise = drawer.getByRole('group', { name: 'Active promise' });
  await promise.getByText('₹4,500.50').waitFor();
  await promise.getByText('Pays after the Diwali sales').waitFor();

  await promise.getByRole('button', { name: 'Clear' }).click();
  await waitForToast(page, { title: 'Promise cleared' });
  await drawer.getByText('No promise recorded.').waitFor();
  expect((await portal.api<Preferences>(`/api/customers/${customer!.id}/contact-preferences`)).promisedDate).toBeNull();
  await context.close();
});
