import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers } from '../support/data';
import { settled, shownOptions } from '../support/motion';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';

const portal = usePortal();
const browser = useBrowser();

test('sort by amount, filter an ageing bucket, select all matching, stop their reminders and export them as CSV', async () => {
  // 21 customers of this test 61–90 days overdue (more than a page of 20) and one of them 10 days overdue.
  const token = `Agra${randomUUID().slice(0, 6).toUpperCase()}`;
  const bucket = Array.from({ length: 21 }, (_, index) => ({
    name: `${token} Marble ${String(index).padStart(2, '0')}`,
    amount: 10_000 + index * 1_000,
    daysOverdue: 70,
  }));
  await importCustomers(portal, [...bucket, { name: `${token} Fresh`, amount: 99_000, daysOverdue: 10 }]);

  const { page, context } = await newPage(browser.get(), portal);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(portal.url('/customers'));
  // Compact rows: at least 15 whole rows on a 1440 × 900 screen.
  await page.locator('tbody tr.ant-table-row').nth(19).waitFor();
  const rowsInView = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('tbody tr.ant-table-row')).filter((row) => row.getBoundingClientRect().bottom <= innerHeight)
        .length,
  );
  expect(rowsInView).toBeGreaterThanOrEqual(15);
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(token);
  const shown = page.getByRole('status', { name: 'Customers shown' });
  await shown.filter({ hasText: /^22 customers$/ }).waitFor();

  // Largest amount first, sorted by the API.
  await page.getByRole('columnheader', { name: /Amount due/ }).click();
  await page
    .locator('tbody tr.ant-table-row')
    .first()
    .filter({ hasText: `${token} Fresh` })
    .waitFor();

  // The 61–90 bucket: the URL keeps it, so a reload shows the same list.
  await page.getByRole('combobox', { name: 'Ageing' }).click();
  // The option list slides in: a click while it moves can land beside the option (support/motion).
  const ageing = await shownOptions(page);
  await ageing.getByTitle('61–90 days overdue').click();
  await shown.filter({ hasText: /^21 customers$/ }).waitFor();
  await page.waitForURL(/ageing=61-90/);
  await page
    .locator('tbody tr.ant-table-row')
    .first()
    .filter({ hasText: `${token} Marble 20` })
    .waitFor();

  // The page, then every customer matching: the selection is the filter, resolved by the API.
  await page.locator('thead').getByRole('checkbox').check();
  const selected = page.getByRole('status', { name: 'Selected customers' });
  await selected.filter({ hasText: '20 customers selected' }).waitFor();
  await page.getByRole('button', { name: 'Select all 21 matching' }).click();
  await selected.filter({ hasText: 'All 21 customers matching selected' }).waitFor();
  await page.getByRole('button', { name: 'Stop reminders', exact: true }).click();
  const ask = await settled(page.locator('.ant-popover').filter({ hasText: 'Stop reminders for 21 customers?' }));
  await ask.getByRole('button', { name: 'Stop reminders' }).click();
  await waitForToast(page, { title: 'Customers updated', text: 'Reminders stopped for 21 customers' });
  const stopped = await portal.api<{ total: number }>(`/api/customers?q=${token}&hold=stopped`);
  expect(stopped.total).toBe(21);

  // The export is the filtered, sorted list: a BOM, the header, 21 rows, largest amount first.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Phone,Email,Status,Amount due,Days overdue,Ageing,Collector,Last contact,Holds');
  expect(lines).toHaveLength(22);
  expect(lines[1]).toMatch(new RegExp(`^${token} Marble 20,.*,overdue,"₹30,000.00",70,61-90,.*Reminders stopped$`));
  await context.close();
});
