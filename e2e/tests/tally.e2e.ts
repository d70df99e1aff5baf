import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { repoRoot } from '../support/server';
import { waitForToast } from '../support/toasts';
import { startTallyStandIn, type TallyStandIn } from '../../api/src/test/tally-stand-in';

const EXPORT_FILE = join(repoRoot, 'docs', 'examples', 'tally-export.json');
const PARTY = 'Kaveri Agro Traders';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let standIn: TallyStandIn;
beforeAll(async () => {
  // A stand-in TallyPrime with one party and an overdue sales invoice; the portal syncs from it.
  standIn = await startTallyStandIn();
  standIn.ledgers = [{ guid: 'e2e-ledger-0001', name: PARTY, mobile: '9876501234', address: ['APMC Yard', 'Nashik 422003'] }];
  standIn.vouchers = [
    { guid: 'e2e-voucher-0001', type: 'Sales', number: 'SI/E2E/1', date: daysAgo(40), party: PARTY, amount: 59000, creditDays: 15 },
  ];
});
afterAll(async () => {
  await standIn?.stop();
});
const portal = usePortal({ env: () => ({ TALLY_URL: standIn.url }) });
const browser = useBrowser();

const customerCount = async () => (await portal.api<unknown[]>('/api/customers/airtable')).length;

async function openTally(page: Page) {
  await page.goto(portal.url('/tally'));
  await page.getByText('Connection Status', { exact: true }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
}

test('Test Connection and Force Sync reach Tally; the synced party shows on Customers with the Tally badge', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await openTally(page);

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await waitForToast(page, { title: 'Connection successful' });

  await page.getByRole('button', { name: 'Force Sync' }).click();
  await waitForToast(page, { title: 'Sync initiated' });
  // The run's log appears, and turns to success when the run completes (realtime reloads the list).
  const activity = page.getByRole('list', { name: 'Recent sync activity' });
  await activity.getByText('success', { exact: true }).first().waitFor({ timeout: 60_000 });
  // One truth on the card: records synced with the last sync they came from, the schedule with its next time,
  // times in India's time whatever the browser's zone.
  const field = (label: string) => page.locator('.ant-descriptions-item-container').filter({ hasText: label });
  await field('Last sync').getByText(/ IST$/).waitFor();
  await field('Next scheduled sync').getByText(/ IST$/).waitFor();
  expect(Number((await field('Records synced').locator('.ant-descriptions-item-content').innerText()).replace(/,/g, ''))).toBeGreaterThan(
    0,
  );
  await field('Sync workflow').getByText('Active', { exact: true }).waitFor();
  await page.getByText('Sync runs automatically every 2 hours.').waitFor();

  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(PARTY);
  const row = page.getByRole('row').filter({ hasText: PARTY });
  await row.getByText('Tally', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('importing a Tally JSON export shows the result; importing it again adds no customers', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await openTally(page);
  const input = page.locator('input[type="file"]');
  const before = await customerCount();

  await input.setInputFiles(EXPORT_FILE);
  const result = page.getByRole('status', { name: 'Import result' });
  await result.getByText('File imported', { exact: true }).waitFor();
  await result.getByText(/imported from tally-export\.json/).waitFor();
  await waitForToast(page, { title: 'File processed', text: 'tally-export.json has been processed' });
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
