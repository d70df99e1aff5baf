import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { repoRoot, startPortal, stopPortal, type RunningPortal } from '../support/server';
import { startTallyStandIn, type TallyStandIn } from '../../api/src/test/tally-stand-in';

const EXPORT_FILE = join(repoRoot, 'docs', 'examples', 'tally-export.json');
const PARTY = 'Kaveri Agro Traders';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let standIn: TallyStandIn;
let portal: RunningPortal;
beforeAll(async () => {
  browser = await launchBrowser();
  // A stand-in TallyPrime with one party and an overdue sales invoice; the portal syncs from it.
  standIn = await startTallyStandIn();
  standIn.ledgers = [{ guid: 'e2e-ledger-0001', name: PARTY, mobile: '9876501234', address: ['APMC Yard', 'Nashik 422003'] }];
  standIn.vouchers = [
    { guid: 'e2e-voucher-0001', type: 'Sales', number: 'SI/E2E/1', date: daysAgo(40), party: PARTY, amount: 59000, creditDays: 15 },
  ];
  portal = await startPortal({ env: { TALLY_URL: standIn.url } });
});
afterAll(async () => {
  await browser?.close();
  if (portal) await stopPortal(portal, portal.dataDir);
  await standIn?.stop();
});

const customerCount = async () => ((await (await fetch(portal.baseUrl + '/api/customers/airtable')).json()) as unknown[]).length;

async function openTally(page: Page) {
  await page.goto(portal.baseUrl + '/tally');
  await page.getByText('Connection Status', { exact: true }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
}

test('Test Connection and Force Sync reach Tally; the synced party shows on Customers with the Tally badge', async () => {
  const { page, context, errors } = await newPage(browser);
  await openTally(page);

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await page.getByText('Connection successful', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Force Sync' }).click();
  await page.getByText('Sync initiated', { exact: true }).waitFor();
  // The run's log appears, and turns to success when the run completes (realtime reloads the list).
  const activity = page.getByRole('list', { name: 'Recent sync activity' });
  await activity.getByText('success', { exact: true }).first().waitFor({ timeout: 60_000 });

  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(PARTY);
  const row = page.getByRole('row').filter({ hasText: PARTY });
  await row.getByText('Tally', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('importing a Tally JSON export shows the result; importing it again adds no customers', async () => {
  const { page, context } = await newPage(browser);
  await openTally(page);
  const input = page.locator('input[type="file"]');
  const before = await customerCount();

  await input.setInputFiles(EXPORT_FILE);
  const result = page.getByRole('status', { name: 'Import result' });
  await result.getByText('File imported', { exact: true }).waitFor();
  await result.getByText(/imported from tally-export\.json/).waitFor();
  await page.getByText('File processed', { exact: true }).waitFor();
  await page.getByText('tally-export.json has been processed').waitFor();
  const afterFirst = await customerCount();
  expect(afterFirst).toBeGreaterThan(before);

  // The same file again: the same records are updated, none added.
  const [again] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/tally/import')),
    input.setInputFiles(EXPORT_FILE),
  ]);
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'success', errors: [] });
  await result.getByText('File imported', { exact: true }).waitFor();
  expect(await customerCount()).toBe(afterFirst);
  await context.close();
});
