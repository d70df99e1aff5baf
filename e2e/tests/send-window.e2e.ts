/**
 * With the sending window closed, the send gate holds messages instead of sending them, and the screens
 * say so: a customer row's WhatsApp toast says when it goes; a campaign leaves "Sending..." once the rest
 * waits, saying how many and until when; the dry run before a mass send counts who would wait.
 */
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { searchCustomers } from '../support/customer-search';
import { answerConfirmation, confirmation } from '../support/confirm';
import { shownOptions } from '../support/motion';

const pad = (hour: number) => String(hour).padStart(2, '0');
/** A one-hour window starting two hours from now (India's time), so it is closed for this whole file. */
const opensAt = (new Date(Date.now() + 5.5 * 3_600_000).getUTCHours() + 2) % 24;
const WINDOW = `${pad(opensAt)}:00-${opensAt === 23 ? '24' : pad(opensAt + 1)}:00`;
/** "…, 09:00 IST": today's date is left out, another day's is written before the time. */
const GOES_AT = new RegExp(`(\\d{1,2} \\w{3} \\d{4}, )?${pad(opensAt)}:00 IST`);

const portal = usePortal({ env: { SENDING_WINDOW: WINDOW } });
const browser = useBrowser();

test('a WhatsApp from a customer row is held, and its toast says when it goes', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Bhima Traders'), phone: '98765 54001', amount: 6_500, daysOverdue: 12 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  const row = await searchCustomers(page, customer!.name);
  await row.getByRole('button', { name: `WhatsApp ${customer!.name}` }).click();
  const toast = await waitForToast(page, { title: 'WhatsApp message scheduled', kind: 'warning' });
  expect(toast.description).toMatch(
    new RegExp(`^Payment reminder to ${customer!.name} goes at ${GOES_AT.source}, when the sending window opens\\.$`),
  );
  await context.close();
});

test('a campaign waiting for the window leaves "Sending...", says how many wait and until when, and Back to Edit works', async () => {
  const customers = await importCustomers(portal, [
    { name: ownName('Koyna Agro'), phone: '98765 54002', amount: 3_100, daysOverdue: 15 },
    { name: ownName('Panchganga Mills'), phone: '98765 54003', amount: 4_200, daysOverdue: 22 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/sms-campaigns'));
  await page.getByText(/customers match your filters/).waitFor();
  const name = ownName('Before the window');
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Message Template').click();
  await (await shownOptions(page)).locator('.ant-select-item-option').first().click();
  const list = page.getByRole('list', { name: 'Matching customers' });
  for (const customer of customers) await list.getByRole('checkbox', { name: customer.name }).check();
  const calculator = page.locator('.ant-card').filter({ hasText: 'Cost Calculator' });
  await calculator.getByText(new RegExp(`^2 wait for the sending window, ${GOES_AT.source}$`)).waitFor();

  await page.getByRole('button', { name: 'Preview Campaign' }).click();
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  await answerConfirmation(page, `Send “${name}” to 2 customers?`, 'Send');

  await waitForToast(
    page,
    { title: 'Campaign waiting', text: new RegExp(`Sent 0 messages; 2 wait for the sending window, ${GOES_AT.source}\\.`) },
    { timeout: 60_000 },
  );
  await page
    .getByText(new RegExp(`^2 wait for the sending window, ${GOES_AT.source}$`))
    .filter({ visible: true })
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: 'Sending...' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Back to Edit' }).click();
  await page.getByLabel('Campaign Name').waitFor();
  await context.close();
});

test('the dry run before Send Bulk SMS counts who would wait for the window', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  await page.getByRole('button', { name: 'Send Bulk SMS' }).click();
  const dialog = await confirmation(page, /^Send an SMS reminder to \d+ overdue customers\?$/);
  await dialog.getByText(new RegExp(`^\\d+ waits? for the sending window, ${GOES_AT.source}$`)).waitFor();
  await dialog.getByText('0 go now').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});
