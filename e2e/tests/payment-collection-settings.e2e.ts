import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startPortal, stopPortal, type RunningPortal } from '../support/server';

type Entry = { customerName: string; overdueAmount: number; daysOverdue: number };
type Analysis = Record<'urgentOverdue' | 'recentOverdue' | 'dueSoon' | 'followUpRequired', Entry[]>;

/** One crore: above any demo customer's overdue amount, so only age makes anyone urgent. */
const HIGH_THRESHOLD = 100_000_000;

let browser: Browser;
let portal: RunningPortal;
beforeAll(async () => {
  browser = await launchBrowser();
  // A portal of its own: changing the threshold reshuffles the tabs the other suites read.
  portal = await startPortal();
});
afterAll(async () => {
  await browser?.close();
  if (portal) await stopPortal(portal, portal.dataDir);
});

const api = async <T>(path: string): Promise<T> => (await fetch(portal.baseUrl + path)).json() as Promise<T>;

async function urgentTabText(page: Page): Promise<string> {
  return (await page.getByRole('tab', { name: /^Urgent Overdue/ }).innerText()).replace(/\s+/g, ' ').trim();
}

/** Polls until the page shows `expected` (reloads arrive asynchronously), then asserts it. */
async function eventually(read: () => Promise<string>, expected: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let shown = await read();
  while (shown !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    shown = await read();
  }
  expect(shown).toBe(expected);
}

async function openRules(page: Page): Promise<{ dialog: Locator; field: Locator }> {
  await page.getByRole('button', { name: 'Follow-up rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow-up rules' });
  const field = dialog.getByLabel('Urgent amount threshold (₹)');
  await field.waitFor();
  return { dialog, field };
}

test('a higher urgent amount threshold empties Urgent Overdue of big but recent dues, and is kept', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(portal.baseUrl + '/payment-collection');
  await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();

  const before = await api<Analysis>('/api/payment-tracking/analysis');
  await eventually(() => urgentTabText(page), `Urgent Overdue ${before.urgentOverdue.length}`);
  // The demo data has someone urgent by amount alone, so the change below is visible.
  expect(before.urgentOverdue.some((entry) => entry.daysOverdue <= 15)).toBe(true);

  const { dialog, field } = await openRules(page);
  await eventually(() => field.inputValue(), '1,00,000');
  await field.fill(String(HIGH_THRESHOLD));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved', { exact: true }).waitFor();
  await page.getByText('Customers owing ₹10,00,00,000 or more are now urgent.', { exact: true }).waitFor();

  const after = await api<Analysis>('/api/payment-tracking/analysis');
  expect(after.urgentOverdue.length).toBeLessThan(before.urgentOverdue.length);
  expect(after.urgentOverdue.every((entry) => entry.daysOverdue > 15)).toBe(true);
  // The tab reloads on its own after the save, without a page reload.
  await eventually(() => urgentTabText(page), `Urgent Overdue ${after.urgentOverdue.length}`);

  await page.reload();
  await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();
  const reopened = await openRules(page);
  await eventually(() => reopened.field.inputValue(), '10,00,00,000');
  expect(await api('/api/payment-tracking/settings')).toEqual({ urgentAmountThreshold: HIGH_THRESHOLD });
  expect(errors).toEqual([]);
  await context.close();
});
