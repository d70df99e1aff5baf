import { newPage, useBrowser } from '../support/browser';
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
