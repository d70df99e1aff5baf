import { newPage, useBrowser } from '../support/browser';
import { signIn } from '../support/auth';
import { usePortal } from '../support/portal';

const portal = usePortal();
const browser = useBrowser();

const VIEWER = { email: 'vani.viewer@duesflow.test', password: 'viewer-password-1', name: 'Vani Viewer' };
const VIEW_ONLY = 'Your role (viewer) can only view. Ask an admin for collector access.';

beforeAll(async () => {
  await portal.api('/api/staff', { json: { email: VIEWER.email, name: VIEWER.name, role: 'viewer', password: VIEWER.password } });
});

async function viewerPage() {
  const opened = await newPage(browser.get(), portal, { signedIn: false });
  await signIn(opened.context, portal.baseUrl, { email: VIEWER.email, password: VIEWER.password });
  return opened;
}

test('a viewer sees the Dashboard with every send button disabled, each saying why', async () => {
  const { page, context } = await viewerPage();
  await page.goto(portal.url('/'));
  await page.getByRole('button', { name: `${VIEWER.name}, Viewer: account menu` }).waitFor();

  for (const name of ['Start Payment Calls', 'Send Bulk SMS', 'Generate Payment Links']) {
    const button = page.getByRole('button', { name });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await button.locator('xpath=..').hover();
    await page.getByRole('tooltip').getByText(VIEW_ONLY).waitFor();
    await page.mouse.move(0, 0);
  }
  await context.close();
});

test('a viewer who forces a send gets 403 from the API, and nothing starts', async () => {
  const { page, context } = await viewerPage();
  await page.goto(portal.url('/'));
  await page.getByRole('heading', { name: 'Collection Dashboard' }).waitFor();
  const before = await portal.api<unknown[]>('/api/workflows/executions');

  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/workflows/bulk-sms', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer).toEqual({ status: 403, body: { error: 'forbidden', message: 'Your role (viewer) cannot do this.' } });
  expect(await portal.api<unknown[]>('/api/workflows/executions')).toHaveLength(before.length);
  await context.close();
});

test('a viewer sees the customers but cannot call, message or link them', async () => {
  const { page, context } = await viewerPage();
  await page.goto(portal.url('/customers'));
  const call = page.getByRole('button', { name: /^Call / }).first();
  await call.waitFor();
  expect(await call.isDisabled()).toBe(true);
  expect(
    await page
      .getByRole('button', { name: /^WhatsApp / })
      .first()
      .isDisabled(),
  ).toBe(true);
  expect(
    await page
      .getByRole('button', { name: /^Payment link for / })
      .first()
      .isDisabled(),
  ).toBe(true);
  expect(await page.getByRole('button', { name: 'Refresh Data' }).isDisabled()).toBe(true);
  // Not an admin: no Staff or Audit log in the user menu.
  await page.getByRole('button', { name: `${VIEWER.name}, Viewer: account menu` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
  await context.close();
});
