import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { answerConfirmation } from '../support/confirm';
import { shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

test('a campaign is built, previewed and sent; its bar reaches 100 % and History shows it', async () => {
  const customers = await importCustomers(portal, [
    { name: ownName('Kaveri Agro'), phone: '98765 41001', amount: 4_500, daysOverdue: 20 },
    { name: ownName('Godavari Mills'), phone: '98765 41002', amount: 7_250.5, daysOverdue: 40 },
  ]);
  const [large] = await importCustomers(portal, [
    { name: ownName('Tapi Textiles'), phone: '98765 41003', amount: 25_000, daysOverdue: 15 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/sms-campaigns'));
  // The bounds in force are in the fields, and the list says how many of how many match.
  expect(await page.getByLabel('Max Amount').inputValue()).toBe('10000');
  expect(await page.getByLabel('Max Days Overdue').inputValue()).toBe('90');
  const count = page.getByText(/^[\d,]+ of [\d,]+ customers match your filters$/);
  const matching = async () => (await count.innerText()).split(' of ').map((part) => Number(part.replace(/[^\d]/g, '')));
  await count.waitFor();
  const [capped, all] = await matching();
  expect(capped).toBeLessThan(all!);
  const list = page.getByRole('list', { name: 'Matching customers' });
  expect(await list.getByRole('checkbox', { name: large!.name }).count()).toBe(0);
  // Clearing the cap lists those above ₹10,000 too.
  await page.getByLabel('Max Amount').fill('');
  await list.getByRole('checkbox', { name: large!.name }).waitFor();
  expect((await matching())[0]).toBeGreaterThan(capped!);
  await page.getByLabel('Max Amount').fill('10000');
  await list.getByRole('checkbox', { name: large!.name }).waitFor({ state: 'detached' });

  const name = ownName('Weekly Payment Reminders');
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByLabel('Message Template').click();
  await (await shownOptions(page)).locator('.ant-select-item-option').first().click();
  for (const customer of customers) await list.getByRole('checkbox', { name: customer.name }).check();
  await page.getByText('Recipients selected').locator('..').getByText('2', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Preview Campaign' }).click();
  await page.getByText(name, { exact: true }).waitFor();
  // The name stands in the (now hidden) Create tab's list too: wait for the preview's own copy.
  await page.getByText(customers[0]!.name, { exact: false }).filter({ visible: true }).first().waitFor();

  // One cost everywhere: the dry run's total before sending is the figure the send reports and History keeps.
  const summary = page.locator('.ant-card').filter({ hasText: 'Campaign Summary' });
  await summary.getByText('2 go now').waitFor();
  const cost = (await summary.getByText('Total cost').locator('xpath=following-sibling::*[1]').innerText()).trim();
  expect(cost).toMatch(/^\$\d+\.\d{4}$/);

  const created = page.waitForResponse((response) => response.url().endsWith('/api/campaigns') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  const question = await answerConfirmation(page, `Send “${name}” to 2 customers?`, 'Send');
  expect((await created).status()).toBe(202);
  await question.waitFor({ state: 'detached' });
  await page.locator('[role="progressbar"][aria-label="Campaign progress"][aria-valuenow="100"]').waitFor({ timeout: 60_000 });
  await waitForToast(page, { title: 'Campaign sent successfully!', text: `Sent 2 messages. Estimated cost: ${cost}` });

  await page.getByRole('button', { name: 'View in History' }).click();
  await page.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: cost }).waitFor();
  await page.getByRole('cell', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  for (const customer of customers) await dialog.getByRole('cell', { name: customer.name }).waitFor();
  // The provider as staff know it (its display name), never its key such as "gupshup_sms".
  const providers = await portal.api<{ name: string; displayName: string }[]>('/api/providers?type=sms');
  const cells = await dialog.getByRole('cell').allInnerTexts();
  expect(cells.some((cell) => providers.some((provider) => provider.displayName === cell.trim()))).toBe(true);
  expect(
    cells.filter((cell) => providers.some((provider) => provider.name === cell.trim() && provider.name !== provider.displayName)),
  ).toEqual([]);
  await context.close();
});
