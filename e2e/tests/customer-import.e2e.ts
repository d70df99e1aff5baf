import { newPage, useBrowser } from '../support/browser';
import { ownName } from '../support/data';
import { settled } from '../support/motion';
import { usePortal } from '../support/portal';

const portal = usePortal({ demoData: false });
const browser = useBrowser();

test('a CSV with two bad rows imports the good ones, reports the bad ones, and the new customer shows in the list', async () => {
  const name = ownName('Kaveri Agro');
  const csv = [
    'Customer Name,Mobile,Outstanding,Due Date,Invoice No',
    `${name},98765 01234,"₹1,20,000.50",26/11/2026,KA/1`,
    `${ownName('सुनीता देवी')},9898989898,500,2026-12-15,`,
    `${ownName('Bad Phone')},12345,100,,`,
    `${ownName('Bad Amount')},9812345678,12.345,,`,
  ].join('\r\n');

  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Import customers' }));
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });

  // The mapping step, prefilled from the headers.
  await dialog.getByText('customers.csv: 4 rows. Choose the column that holds each field.').waitFor();
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();

  const report = dialog.getByRole('region', { name: 'Import report' });
  await report.getByText('customers.csv imported, 2 rows refused').waitFor();
  const refused = report.getByRole('table');
  await refused.getByRole('row').filter({ hasText: 'phone: not a valid Indian mobile number' }).filter({ hasText: 'Mobile' }).waitFor();
  await refused.getByRole('row').filter({ hasText: 'amount: more than two decimals' }).filter({ hasText: 'Outstanding' }).waitFor();
  expect(await report.locator('.ant-statistic').filter({ hasText: 'New customers' }).locator('.ant-statistic-content').textContent()).toBe(
    '2',
  );

  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(name);
  await page.getByRole('row').filter({ hasText: name }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
