import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { SPEC_SIDEBAR as SIDEBAR } from '../support/spec';

const portal = usePortal();
const browser = useBrowser();

test("the shell shows the sidebar entries (the spec's 14 and the Inbox), the header and a live connection", async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));

  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Tally Sync' }).waitFor();
  const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(labels).toEqual(SIDEBAR);

  await page.getByRole('heading', { name: 'Collection Dashboard' }).waitFor();
  await page.getByText('Last updated: 2 minutes ago').waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await context.close();
});

test('an unknown path shows the 404 page inside the layout, with the fallback title', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/no-such-page'));
  await page.getByText('404 Page Not Found').waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).waitFor();
  await context.close();
});

test('a screen whose remote is not deployed shows an error panel with Retry, the rest keeps working', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  // Every route has a remote now: this page sees the payments remote as not deployed.
  await page.route('**/remotes/payments/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(portal.url('/payment-gateways'));
  await page.getByRole('button', { name: /retry/i }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();

  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('heading', { name: 'Customer Management' }).first().waitFor();
  await context.close();
});

test('on a narrow screen the sidebar is a drawer opened from the header, which closes after choosing a screen', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(portal.url('/'));
  await page.getByRole('heading', { name: 'Collection Dashboard' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);

  // The drawer is loaded only on narrow screens, and opens at the first click.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Tally Sync' }).waitFor();
  expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean)).toEqual(SIDEBAR);
  await nav.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('heading', { name: 'Customer Management' }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
  expect(errors).toEqual([]);
  await context.close();
});
