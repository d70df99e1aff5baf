import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { E2E_ADMIN } from '../support/auth';
import { usePortal } from '../support/portal';
import { settled } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

async function signInOnPage(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a fresh browser sees the login page at /, and nothing of the portal is fetched before signing in', async () => {
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(portal.url('/'));

  await page.getByRole('heading', { name: 'Sign in to duesflow' }).waitFor();
  expect(requested).toContain('/api/auth/me');
  expect(requested.filter((path) => path === '/registry.json' || path.startsWith('/remotes/') || path === '/ws')).toEqual([]);
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
  await context.close();
});

test('the admin signs in and gets the Dashboard, Sign out returns to the login page', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(portal.url('/'));
  await signInOnPage(page);

  await page.getByRole('heading', { name: 'Collection Dashboard' }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  const menuButton = page.getByRole('button', { name: /, Admin: account menu$/ });
  await menuButton.waitFor();

  await menuButton.click();
  // The account menu slides in: a press while it moves can fall beside the item (support/motion).
  await (await settled(page.getByRole('menuitem', { name: 'Sign out' }))).click();
  await page.getByRole('heading', { name: 'Sign in to duesflow' }).waitFor();
  await page.getByText('You have signed out.').waitFor();
  // The cookie no longer opens anything.
  expect((await context.request.get(portal.url('/api/auth/me'))).status()).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
});

test('a wrong password is refused with the API message', async () => {
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(portal.url('/'));
  await signInOnPage(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  await page.getByRole('alert').getByText('Email or password is incorrect.').waitFor();
  await context.close();
});

test('a deep link opens the login page, and after signing in the same page with its query', async () => {
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(portal.url('/customers?from=link'));
  await page.getByRole('heading', { name: 'Sign in to duesflow' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/customers');

  await signInOnPage(page);
  await page.getByPlaceholder('Search customers by name, email, or phone...').waitFor();
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe('/customers?from=link');
  await context.close();
});

test('a session that ends while a page is open sends the user to the login page and back to that page', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder('Search customers by name, email, or phone...').waitFor();

  // The session ends elsewhere (signed out from another tab): the next call answers 401.
  await context.request.post(portal.url('/api/auth/logout'), { headers: { Origin: portal.baseUrl, 'Content-Type': 'application/json' } });
  await page.getByRole('button', { name: 'Refresh Data' }).click();

  await page.getByText('Your session has ended. Sign in again.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/customers');
  await signInOnPage(page);
  await page.getByPlaceholder('Search customers by name, email, or phone...').waitFor();
  expect(new URL(page.url()).pathname).toBe('/customers');
  await context.close();
});
