import type { Locator, Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled } from '../support/motion';

type Entry = { customerName: string; overdueAmount: number; daysOverdue: number };
type Analysis = Record<'urgentOverdue' | 'recentOverdue' | 'dueSoon' | 'followUpRequired', Entry[]>;

/** One crore: above any demo customer's overdue amount, so only age makes anyone urgent. */
const HIGH_THRESHOLD = 100_000_000;

const portal = usePortal();
const browser = useBrowser();

const api = <T>(path: string): Promise<T> => portal.api<T>(path);

async function urgentTabText(page: Page): Promise<string> {
  return (await page.getByRole('tab', { name: /^Urgent Overdue/ }).innerText()).replace(/\s+/g, ' ').trim();
}

/** Reads until the page shows `expected` (reloads arrive asynchronously) or 15 s pass, then asserts it. */
async function eventually(read: () => Promise<string>, expected: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let shown = await read();
  while (shown !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    shown = await read();
  }
  expect(shown).toBe(expected);
}

async function openRules(page: Page): Promise<{ dialog: Locator; field: Locator }> {
  await page.getByRole('button', { name: 'Follow-up rules' }).click();
  const dialog = await settled(page.getByRole('dialog', { name: 'Follow-up rules' }));
  const field = dialog.getByLabel('Urgent amount threshold (₹)');
  return { dialog, field };
}

test('a higher urgent amount threshold empties Urgent Overdue of big but recent dues, and is kept', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-collection'));
  await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();

  const before = await api<Analysis>('/api/payment-tracking/analysis');
  await eventually(() => urgentTabText(page), `Urgent Overdue ${before.urgentOverdue.length}`);
  // The demo data has someone urgent by amount alone, so the change below is visible.
  expect(before.urgentOverdue.some((entry) => entry.daysOverdue <= 15)).toBe(true);

  const { dialog, field } = await openRules(page);
  await eventually(() => field.inputValue(), '1,00,000');
  await field.fill(String(HIGH_THRESHOLD));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await waitForToast(page, { title: 'Settings saved', text: 'Customers owing ₹10,00,00,000 or more are now urgent.' });

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
