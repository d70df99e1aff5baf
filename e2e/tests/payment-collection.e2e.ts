import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';

type Entry = { customerId: string; customerName: string; phone: string | null };
type Analysis = Record<'urgentOverdue' | 'recentOverdue' | 'dueSoon' | 'followUpRequired', Entry[]>;
type Figures = { totalCustomersWithDues: number; totalOutstandingAmount: number; urgentFollowUps: number; scheduledFollowUps: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = async <T>(path: string): Promise<T> => (await fetch(baseUrl() + path)).json() as Promise<T>;
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/**
 * What the page shows next to what the API answers; workflows of earlier tests may still be changing
 * the figures, so a mismatch reloads the page and compares again for a while.
 */
async function eventuallyEqual(page: Page, read: () => Promise<[unknown, unknown]>): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [shown, expected] = await read();
    if (JSON.stringify(shown) === JSON.stringify(expected) || Date.now() > deadline) {
      expect(shown).toEqual(expected);
      return;
    }
    await page.reload();
    await page.locator('.ant-statistic-content').first().waitFor();
    await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();
  }
}

async function tileValue(page: Page, title: string): Promise<string> {
  const card = page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

async function openScreen() {
  const { page, context, errors } = await newPage(browser);
  await page.goto(baseUrl() + '/payment-collection');
  await page.getByText('Customers with Dues', { exact: true }).waitFor();
  await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();
  return { page, context, errors };
}

test('the four tiles show the figures the API computes', async () => {
  const { page, context, errors } = await openScreen();
  await page.locator('.ant-statistic-content').first().waitFor();
  await eventuallyEqual(page, async () => {
    const shown = [
      await tileValue(page, 'Customers with Dues'),
      await tileValue(page, 'Total Outstanding'),
      await tileValue(page, 'Urgent Follow-ups'),
      await tileValue(page, 'Scheduled Follow-ups'),
    ];
    const figures = await api<Figures>('/api/payment-tracking/dashboard');
    return [
      shown,
      [
        indian.format(figures.totalCustomersWithDues),
        rupees.format(figures.totalOutstandingAmount),
        indian.format(figures.urgentFollowUps),
        indian.format(figures.scheduledFollowUps),
      ],
    ];
  });
  expect(errors).toEqual([]);
  await context.close();
});

test('the tab counts are the lengths of the API’s lists', async () => {
  const { page, context } = await openScreen();
  let analysis = await api<Analysis>('/api/payment-tracking/analysis');
  expect(analysis.urgentOverdue.length + analysis.recentOverdue.length).toBeGreaterThan(0);
  await eventuallyEqual(page, async () => {
    const tabs = (await page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    analysis = await api<Analysis>('/api/payment-tracking/analysis');
    return [
      tabs,
      [
        `Urgent Overdue ${analysis.urgentOverdue.length}`,
        `Recent Overdue ${analysis.recentOverdue.length}`,
        `Due Soon ${analysis.dueSoon.length}`,
        `Follow-up Required ${analysis.followUpRequired.length}`,
      ],
    ];
  });
  // The first card of the default tab is the API's first urgent customer.
  await page.getByRole('list', { name: 'Urgent Overdue customers' }).getByText(analysis.urgentOverdue[0].customerName).first().waitFor();
  await context.close();
});

test('a card’s follow-up is triggered and toasted', async () => {
  const { page, context } = await openScreen();
  const followUp = page.getByRole('list', { name: 'Urgent Overdue customers' }).locator('button:enabled', { hasText: 'Follow up' }).first();
  const name = (await followUp.getAttribute('aria-label'))!.replace(/^Follow up /, '');
  await followUp.click();
  await page.getByText('Follow-up Triggered', { exact: true }).waitFor();
  await page.locator('.ant-notification-notice').getByText(name).first().waitFor();
  await context.close();
});

test('Execute All Follow-ups starts the run and says what it scheduled', async () => {
  const { page, context } = await openScreen();
  await page.getByRole('button', { name: 'Execute All Follow-ups' }).click();
  await page.getByText('Follow-ups Executed', { exact: true }).waitFor();
  await context.close();
});
