import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { shownToasts, waitForToast } from '../support/toasts';
import { answerConfirmation } from '../support/confirm';

type Entry = { customerId: string; customerName: string; phone: string | null };
type Analysis = Record<'urgentOverdue' | 'recentOverdue' | 'dueSoon' | 'followUpRequired', Entry[]>;
type Figures = { totalCustomersWithDues: number; totalOutstandingAmount: number; urgentFollowUps: number; scheduledFollowUps: number };

const portal = usePortal();
const browser = useBrowser();

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/**
 * What the page shows next to what the API answers. The file's portal runs nothing in the background,
 * but the screen fills in after its requests answer: read again until they agree or 15 s pass.
 */
async function eventuallyEqual(read: () => Promise<[unknown, unknown]>): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [shown, expected] = await read();
    if (JSON.stringify(shown) === JSON.stringify(expected) || Date.now() > deadline) {
      expect(shown).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function tileValue(page: Page, title: string): Promise<string> {
  const card = page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

async function openScreen() {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/payment-collection'));
  await page.getByText('Customers with Dues', { exact: true }).waitFor();
  await page.getByRole('tab', { name: /^Urgent Overdue/ }).waitFor();
  return { page, context, errors };
}

test('the four tiles show the figures the API computes', async () => {
  const { page, context, errors } = await openScreen();
  await page.locator('.ant-statistic-content').first().waitFor();
  const figures = await portal.api<Figures>('/api/payment-tracking/dashboard');
  await eventuallyEqual(async () => [
    [
      await tileValue(page, 'Customers with Dues'),
      await tileValue(page, 'Total Outstanding'),
      await tileValue(page, 'Urgent Follow-ups'),
      await tileValue(page, 'Scheduled Follow-ups'),
    ],
    [
      indian.format(figures.totalCustomersWithDues),
      rupees.format(figures.totalOutstandingAmount),
      indian.format(figures.urgentFollowUps),
      indian.format(figures.scheduledFollowUps),
    ],
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the tab counts are the lengths of the API’s lists', async () => {
  const { page, context } = await openScreen();
  const analysis = await portal.api<Analysis>('/api/payment-tracking/analysis');
  expect(analysis.urgentOverdue.length + analysis.recentOverdue.length).toBeGreaterThan(0);
  await eventuallyEqual(async () => [
    (await page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    [
      `Urgent Overdue ${analysis.urgentOverdue.length}`,
      `Recent Overdue ${analysis.recentOverdue.length}`,
      `Due Soon ${analysis.dueSoon.length}`,
      `Follow-up Required ${analysis.followUpRequired.length}`,
    ],
  ]);
  // The first card of the default tab is the API's first urgent customer.
  await page.getByRole('list', { name: 'Urgent Overdue customers' }).getByText(analysis.urgentOverdue[0].customerName).first().waitFor();
  await context.close();
});

test('a card’s follow-up is triggered and toasted, and so is the run’s completion', async () => {
  const { page, context } = await openScreen();
  const list = page.getByRole('list', { name: 'Urgent Overdue customers' });
  const label = (await list.locator('button:enabled', { hasText: 'Follow up' }).first().getAttribute('aria-label'))!;
  const name = label.replace(/^Follow up /, '');
  const before = (await shownToasts(page)).length;
  // That customer's button, wherever a reload of the list may have moved it.
  await list.getByRole('button', { name: label, exact: true }).first().click();
  // Toasts queue one at a time: the action's own toast and the run's completion toast (which may
  // arrive a fraction of a second later, or even first) are both shown, neither replacing the other.
  await waitForToast(page, { title: 'Follow-up Triggered', text: name }, { after: before });
  await waitForToast(page, { title: 'Workflow completed' }, { after: before, timeout: 60_000 });
  await context.close();
});

test('Execute All Follow-ups starts the run and says what it scheduled', async () => {
  const { page, context } = await openScreen();
  await page.getByRole('button', { name: 'Execute All Follow-ups' }).click();
  await answerConfirmation(page, /^Follow up \d+ customers?\?$/, 'Execute');
  await waitForToast(page, { title: 'Follow-ups Executed' });
  await context.close();
});
