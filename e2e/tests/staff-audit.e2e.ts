import { newPage, useBrowser } from '../support/browser';
import { E2E_ADMIN } from '../support/auth';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';
import { layoutFindings, openInPage, settled as screenSettled } from '../support/screen-checks';

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

/** A sign-in attempt from this test's address, as a browser's login page makes it: its status. */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(portal.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(portal.baseUrl).origin },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.status;
}

test('the admin unlocks a member with failed sign-ins, then resets their password: shown once, it signs in and the old session ends; the audit log names the member', async () => {
  const member = { name: 'Lata Viewer', email: 'lata.viewer@duesflow.test', password: 'viewer-password-1' };
  await portal.api('/api/staff', { json: { ...member, role: 'viewer' } });
  const viewer = await newPage(browser.get(), portal, { signedIn: false });
  await viewer.page.goto(portal.url('/'));
  await viewer.page.getByLabel('Email').fill(member.email);
  await viewer.page.getByLabel('Password').fill(member.password);
  await viewer.page.getByRole('button', { name: 'Sign in' }).click();
  await viewer.page.getByRole('button', { name: `${member.name}, Viewer: account menu` }).waitFor();
  // Three wrong passwords from one address: the limits count them (how they make that address wait is
  // checked with a clock of its own in api/src/modules/staff/staff/staff.test.ts).
  for (let attempt = 0; attempt < 3; attempt++) expect(await signInStatus(member.email, 'wrong-password')).toBe(401);

  const admin = await newPage(browser.get(), portal);
  await admin.page.goto(portal.url('/staff'));
  const row = admin.page.getByRole('row').filter({ hasText: member.email });
  await row.getByText('3 failed sign-ins').waitFor();
  await row.getByRole('button', { name: `Unlock ${member.name}` }).click();
  await waitForToast(admin.page, { title: 'Member unlocked' });
  // Nothing is held against them any more; their password is unchanged.
  await row.getByText('3 failed sign-ins').waitFor({ state: 'detached' });
  expect(await row.getByRole('button', { name: `Unlock ${member.name}` }).count()).toBe(0);
  expect(await signInStatus(member.email, member.password)).toBe(200);

  await row.getByRole('button', { name: `Reset password of ${member.name}` }).click();
  const confirm = await settled(admin.page.getByRole('dialog').filter({ hasText: `Reset ${member.name}'s password?` }));
  await confirm.getByRole('button', { name: 'Reset password' }).click();
  const shown = await settled(admin.page.getByRole('dialog').filter({ hasText: `New password for ${member.name}` }));
  const temporary = (await shown.getByLabel('Temporary password').textContent())!.trim();
  expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  expect(await admin.page.getByText(temporary).count()).toBe(0);

  // The member's open session ended; the old password is refused and the temporary one signs in.
  await viewer.page.reload();
  await viewer.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await signInStatus(member.email, member.password)).toBe(401);
  await viewer.page.getByLabel('Email').fill(member.email);
  await viewer.page.getByLabel('Password').fill(temporary);
  await viewer.page.getByRole('button', { name: 'Sign in' }).click();
  await viewer.page.getByRole('button', { name: `${member.name}, Viewer: account menu` }).waitFor();

  // Staff changes read as people, not ids.
  await admin.page.goto(portal.url('/audit-log'));
  await admin.page.getByRole('searchbox', { name: 'Action' }).fill('staff.');
  await admin.page.getByRole('searchbox', { name: 'Action' }).press('Enter');
  for (const action of ['staff.reset-password', 'staff.unlock', 'staff.create']) {
    const entry = admin.page.getByRole('row').filter({ hasText: action }).filter({ hasText: member.email }).first();
    await entry.getByText(member.name, { exact: true }).waitFor();
    expect(await entry.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  }

  await viewer.context.close();
  await admin.context.close();
});

test('Staff and Audit log fit 1440, 1024 and 375 px: nothing past the screen or cut, tables scroll in their own box, action codes whole', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/staff'));
  for (const width of [1440, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/staff', '/audit-log']) {
      await openInPage(page, path);
      await screenSettled(page);
      await page.locator('.ant-table-row').first().waitFor();
      // The page's one <h1> is the shell header's, checked with every route elsewhere.
      const findings = (await layoutFindings(page)).filter((finding) => !finding.includes('<h1>'));
      expect({ path, width, findings }).toEqual({ path, width, findings: [] });
      if (path === '/audit-log') {
        // "auth.logout", never "auth.logou / t": each action code is one line box.
        const broken = await page
          .locator('td code')
          .evaluateAll((codes) => codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent));
        expect(broken).toEqual([]);
      }
    }
  }
  await context.close();
});
