/**
 * Staff see the customer's visits to their own page live (docs/customer-page.md "Staff"): with Customers
 * and the customer's Reminders drawer open, the customer opens their link in another browser, and the row
 * shows "Opened page" (when and how often on hover) and the drawer "Page opened 1 time", without a reload.
 */
import { newPage, useBrowser } from '../support/browser';
import { openRemindersDrawer } from '../support/reminders-drawer';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';

const portal = usePortal();
const browser = useBrowser();

test('the customer opens their page; the Customers row shows "Opened page" and the drawer the visit, live', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Meera Iyer'), phone: '98200 24680', amount: 7_650, daysOverdue: 9 }]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer!.id}/page-link`, { method: 'POST' });

  const { page, context, errors: staffErrors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  const drawer = await openRemindersDrawer(page, customer!.name);
  await drawer.getByText('Not opened yet', { exact: true }).waitFor();
  const row = page.locator('tbody tr.ant-table-row', { hasText: customer!.name });
  expect(await row.getByText('Opened page', { exact: true }).count()).toBe(0);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // The customer: another browser, no staff session.
  const phone = await browser.get().newContext();
  const customerPage = await phone.newPage();
  await customerPage.goto(link.url);
  await customerPage.getByText(`Statement for ${customer!.name}`).waitFor();

  await drawer.getByText(/^Page opened 1 time · last \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/).waitFor();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
  const tag = row.getByText('Opened page', { exact: true });
  await tag.waitFor();
  await tag.hover();
  await page
    .getByRole('tooltip')
    .getByText(/^Last opened \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST · 1 time$/)
    .waitFor();
  expect(navigations).toEqual([]);
  expect(staffErrors).toEqual([]);
  await phone.close();
  await context.close();
});
