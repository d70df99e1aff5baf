/**
 * Loading that always recovers, in Chromium against the real federation runtime: each fault (server
 * down, 404 manifest, hanging manifest, hanging entry) shows the error panel within 15 s, and Retry
 * brings the screen back with its data once the fault is gone. The collections remote is served by a
 * stand-in CDN on 127.0.0.1 (REMOTE_COLLECTIONS_URL) whose fault each test switches on itself.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { FaultServer, remoteDist, type FaultMode } from '../support/fault-server';
import { usePortal } from '../support/portal';
import { SPEC_SIDEBAR } from '../support/spec';
import { freePort, repoRoot, startPortal, stopPortal } from '../support/server';

const PANEL_WITHIN_MS = 15_000;

let fault: FaultServer;
beforeAll(async () => {
  fault = await FaultServer.start(remoteDist(repoRoot, 'collections'));
});
afterAll(async () => {
  await fault?.stop();
});
const portal = usePortal({ env: () => ({ REMOTE_COLLECTIONS_URL: `${fault.origin}/mf-manifest.json` }) });
const browser = useBrowser();

async function expectPanel(page: Page) {
  const panel = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await panel.waitFor({ timeout: PANEL_WITHIN_MS });
  // Plain words for staff; the technical detail stays in the console.
  expect(await panel.textContent()).not.toMatch(/mf-manifest|remoteEntry|ECONNREFUSED|http|Federation/);
}

/** Retry, then the Dashboard's figures come from a fresh API call, with no skeleton card left. */
async function retryShowsDashboardData(page: Page) {
  const metrics = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/metrics') && response.ok());
  await page.getByRole('button', { name: 'Retry' }).click();
  await metrics;
  await page.getByText('Total Collections', { exact: true }).waitFor();
  await page
    .getByText(/^₹[\d,]+/)
    .first()
    .waitFor();
  expect(await page.getByLabel('Loading metric').count()).toBe(0);
}

describe.each<[string, FaultMode]>([
  ['a 404 manifest', 'manifest-404'],
  ['a manifest that hangs', 'manifest-hangs'],
  ['a remoteEntry.js that hangs', 'entry-hangs'],
])('%s', (_name, mode) => {
  test('shows the error panel within 15 s; Retry recovers with the data once the remote is back', async () => {
    fault.setMode(mode);
    const { page, context } = await newPage(browser.get(), portal);
    try {
      await page.goto(portal.url('/'));
      await expectPanel(page);
      // The sidebar still lists every entry meanwhile.
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').count()).toBe(SPEC_SIDEBAR.length);
      fault.setMode('ok');
      await retryShowsDashboardData(page);
    } finally {
      fault.setMode('ok');
      await context.close();
    }
  });
});

test('a server that was down: the panel within 15 s, then Retry shows the screen with its data', async () => {
  // A portal of the test's own, stopped and started again on the same port and data.
  const port = await freePort();
  let own = await startPortal({ port });
  const dataDir = own.dataDir;
  const { page, context } = await newPage(browser.get(), own);
  try {
    await page.goto(own.baseUrl + '/customers');
    // The screen's own heading (the header shows the same title as soon as the shell renders).
    await page.getByRole('heading', { name: 'Customer Management', level: 2 }).waitFor();
    await page.getByTestId('connection-status').getByText('Connected').waitFor();

    await stopPortal(own);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expectPanel(page);

    own = await startPortal({ port, dataDir });
    await retryShowsDashboardData(page);
    // The remote's entry had run before the outage: Retry reloads the page on the same route.
    expect(new URL(page.url()).pathname).toBe('/');
  } finally {
    await context.close();
    await stopPortal(own);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
