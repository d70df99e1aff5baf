import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startPortal, stopPortal, type RunningPortal } from '../support/server';

let browser: Browser;
let portal: RunningPortal;
beforeAll(async () => {
  browser = await launchBrowser();
  // A second portal whose registry points the collections remote at a dead address.
  portal = await startPortal({ env: { REMOTE_COLLECTIONS_URL: 'http://127.0.0.1:9/collections/mf-manifest.json' } });
});
afterAll(async () => {
  await browser?.close();
  if (portal) await stopPortal(portal, portal.dataDir);
});

test('a dead collections remote leaves the shell working with an error panel on its routes', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(portal.baseUrl + '/customers');
  await page.getByRole('button', { name: /retry/i }).waitFor();
  await page.getByRole('heading', { name: 'Customer Management' }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: /retry/i }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
