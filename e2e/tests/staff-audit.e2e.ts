import { newPage, useBrowser } from '../support/browser';
import { E2E_ADMIN } from '../support/auth';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

const COLLECTOR = { name: 'Chetan Collector', email: 'chetan.collector@duesflow.test', password: 'collector-password-1' };

test('the admin adds a collector, who signs in elsewhere; the audit log shows both', async () => {
  const admin = await newPage(browser.get(), portal);
  await admin.page.goto(portal.url('/'));
  await admin.page.getByRole('button', { name: /, Admin: account menu$/ }).click();
  await admin.page.getByRole('menuitem', { name: 'Staff' }).click();
  await admin.page.getByRole('heading', { name: 'Staff', exact: true }).first().waitFor();
  expect(new URL(admin.page.url()).pathname).toBe('/staff');
  await admin.page.getByRole('cell', { name: E2E_ADMIN.email }).waitFor();

  await admin.page.getByRole('button', { name: 'Add member' }).first().click();
  const dialog = await settled(admin.page.getByRole('dialog'));
  await dialog.getByLabel('Name').fill(COLLECTOR.name);
  await dialog.getByLabel('Email').fill(COLLECTOR.email);
  await dialog.getByLabel('Password').fill(COLLECTOR.password);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await waitForToast(admin.page, { title: 'Member added' });
  await admin.page.getByRole('cell', { name: COLLECTOR.email }).waitFor();

  // The collector signs in through the login page in a second browser context.
  const collector = await newPage(browser.get(), portal, { signedIn: false });
  await collector.page.goto(portal.url('/'));
  await collector.page.getByLabel('Email').fill(COLLECTOR.email);
  await collector.page.getByLabel('Password').fill(COLLECTOR.password);
  await collector.page.getByRole('button', { name: 'Sign in' }).click();
  await collector.page.getByRole('button', { name: `${COLLECTOR.name}, Collector: account menu` }).waitFor();
  // A collector may send: the button turns enabled once the role is read.
  await collector.page.locator('button:enabled', { hasText: 'Send Bulk SMS' }).waitFor();

  // The audit log names who did it.
  await admin.page.goto(portal.url('/audit-log'));
  await admin.page.getByRole('heading', { name: 'Audit log', exact: true }).first().waitFor();
  await admin.page.getByRole('searchbox', { name: 'Action' }).fill('staff');
  await admin.page.getByRole('searchbox', { name: 'Action' }).press('Enter');
  const created = admin.page.getByRole('row').filter({ hasText: E2E_ADMIN.email }).filter({ hasText: 'staff.' }).first();
  await created.waitFor();
  await admin.page.getByRole('searchbox', { name: 'Action' }).fill('auth.login');
  await admin.page.getByRole('searchbox', { name: 'Action' }).press('Enter');
  await admin.page.getByRole('row').filter({ hasText: COLLECTOR.email }).first().waitFor();

  await collector.context.close();
  await admin.context.close();
});
