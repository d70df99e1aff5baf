import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { TAdvancedAnalytics, TAnalyticsRange, TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatBusinessDayRange, formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import ExcelJS from 'exceljs';
import { randomInt } from 'node:crypto';
import type { TCollector } from '@duesflow/shared-contracts/portfolios';
import { sessionCookie, signIn } from '../support/auth';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { shownOptions } from '../support/motion';
import { searchCustomers } from '../support/customer-search';
import { until } from '../support/until';

// Reminders go out at any hour here, so the test does not depend on the time of day it runs.
const portal = usePortal({ env: { SENDING_WINDOW: '00:00-24:00' } });
const browser = useBrowser();

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/** The text of one figure card (KPI tile or Live Overview tile), by its title. */
function tile(page: Page, title: string) {
  return page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`) }) });
}

/** Waits until a tile shows `value` (figures arrive over the network, then over the realtime socket). */
async function tileShows(page: Page, title: string, value: string) {
  await tile(page, title).locator('.ant-statistic-content', { hasText: value }).waitFor();
}

/** Today's Live Overview figures as the API computes them. */
const advancedToday = () => portal.api<TAdvancedAnalytics>('/api/analytics/advanced?period=today');

test('Collection Analytics shows the figures of each range, as the API computes them from the database', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/analytics/summary') requested.push(url.searchParams.get('range') ?? '');
  });
  await page.goto(portal.url('/analytics'));
  await page.getByRole('heading', { name: 'Collection Analytics' }).first().waitFor();

  const shown: Record<string, string> = {};
  for (const range of ['30d', '7d', '1y'] as TAnalyticsRange[]) {
    if (range !== '30d') await page.locator('.ant-segmented').getByText(range, { exact: true }).click();
    const summary = await portal.api<TAnalyticsSummary>(`/api/analytics/summary?range=${range}`);
    const collected = summary.kpis.amountCollected.value;
    await tileShows(page, 'Amount Collected', collected === null ? '—' : formatINR(collected));
    await tileShows(page, 'Collection Rate', percent(summary.kpis.collectionRate.value));
    await tileShows(page, 'Collection Effectiveness (CEI)', percent(summary.kpis.cei.value));
    await page.getByText(formatBusinessDayRange(summary.from, summary.to), { exact: false }).first().waitFor();
    shown[range] = (await page.locator('.ant-statistic-content').allInnerTexts()).join('|');
    if (range === '1y') {
      // The year ends 5 days into its last 30-day bucket: the chart says it is partial, not a fall.
      const last = summary.trend.at(-1)!;
      expect(last.days).toBe(5);
      await page.getByText(`The last point covers ${last.days} of 30 days (up to today)`, { exact: false }).waitFor();
    }
    // Every workflow with runs in the range is listed with its health.
    for (const workflow of summary.workflows)
      await page.getByRole('listitem', { name: workflow.workflowName }).getByText(workflow.status).waitFor();
  }
  expect(requested).toEqual(['30d', '7d', '1y']);
  // The demo history spans months: a year and a week cannot show the same figures.
  expect(shown['1y']).not.toEqual(shown['7d']);
  await page.getByText('Workflow Performance').waitFor();
  await page.getByText('Communication Metrics').waitFor();
  await page.getByText('Channel Split').waitFor();
  await page.getByLabel('Collection trends chart').locator('svg.recharts-surface').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a reminder sent and a link paid in other tabs move the open Live Overview, without a reload', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Erode Looms'), phone: '98430 55667', amount: 12_345.5, daysOverdue: 18 },
  ]);
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/advanced-analytics'));
  const before = await advancedToday();
  await tileShows(page, 'Payments Received', formatIndianNumber(before.today.paymentsReceived));
  await tileShows(page, 'Contacts Made', formatIndianNumber(before.today.contactsMade));
  // The figures move over the realtime socket: a change made before it is open would never be pushed.
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Another tab: call the customer (a reminder by phone), then generate a payment link and pay it.
  const customers = await context.newPage();
  await customers.goto(portal.url('/customers'));
  await searchCustomers(customers, customer.phone!, customer.name);
  await customers.getByRole('button', { name: `Call ${customer.name}` }).click();
  await waitForToast(customers, { title: 'Payment follow-up initiated' });
  // The API counts the contact first (the call's run is asynchronous); then the open page must follow.
  await until(advancedToday, (now) => now.today.contactsMade === before.today.contactsMade + 1, { what: 'Contacts Made' });
  await tileShows(page, 'Contacts Made', formatIndianNumber(before.today.contactsMade + 1));

  await customers.getByRole('button', { name: `Payment link for ${customer.name}` }).click();
  await waitForToast(customers, { title: 'Payment link copied' });
  const link = await customers.evaluate(() => navigator.clipboard.readText());
  const payPage = await context.newPage();
  await payPage.goto(link);
  await payPage.getByRole('button', { name: /^Pay / }).click();
  await payPage.getByText('Thank you!', { exact: false }).waitFor();

  // Once the API counts the payment, the open Live Overview follows over /ws: payments, amount and success rate.
  const after = await until(advancedToday, (now) => now.today.paymentsReceived === before.today.paymentsReceived + 1, {
    what: 'Payments Received',
  });
  await tileShows(page, 'Payments Received', formatIndianNumber(before.today.paymentsReceived + 1));
  await tile(page, 'Payments Received')
    .getByText(`${formatINR(before.today.totalAmount + customer.amountDue)} today`)
    .waitFor();
  await tileShows(page, 'Success Rate', percent(after.today.successRate));
  await page.getByRole('list', { name: 'Live Activity' }).getByText(`from ${customer.name}`, { exact: false }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await context.close();
});

/** Clicks an export button and reads the saved file: its name and bytes. */
async function download(page: Page, button: string) {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: saved.suggestedFilename(), bytes: await readFile((await saved.path())!) };
}

/** A CSV file's lines, after checking it starts with UTF-8's byte-order mark (EF BB BF), which Excel needs to read ₹. */
function csvLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trim().split('\r\n');
}

/** The Value cell of the row with this Section and Figure in a workbook. */
async function workbookValue(bytes: Buffer, section: string, figure: string): Promise<unknown> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  let value: unknown;
  workbook.worksheets[0]!.eachRow((row) => {
    if (row.getCell(1).value === section && row.getCell(2).value === figure) value = row.getCell(3).value;
  });
  return value;
}

test('Export saves the figures on screen as CSV with a byte-order mark and as Excel, on both analytics screens', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/advanced-analytics'));
  await page.getByRole('combobox', { name: 'Period' }).click();
  await (await shownOptions(page)).getByTitle('Week', { exact: true }).click();
  const week = await portal.api<TAdvancedAnalytics>('/api/analytics/advanced?period=week');
  await tileShows(page, 'Contacts Made', formatIndianNumber(week.today.contactsMade));
  await tileShows(page, 'Payments Received', formatIndianNumber(week.today.paymentsReceived));

  const csv = await download(page, 'Export CSV');
  expect(csv.name).toMatch(/^duesflow-analytics-week-.*\.csv$/);
  const lines = csvLines(csv.bytes);
  expect(lines[0]).toBe('Section,Figure,Value');
  expect(lines.filter((line) => line === lines[0])).toHaveLength(1);
  expect(lines).toContain('Live Overview,Period,week');
  expect(lines).toContain(`Live Overview,Contacts made,${week.today.contactsMade}`);
  expect(lines).toContain(`Live Overview,Payments received,${week.today.paymentsReceived}`);
  const xlsx = await download(page, 'Export Excel');
  expect(xlsx.name).toMatch(/^duesflow-analytics-week-.*\.xlsx$/);
  expect(await workbookValue(xlsx.bytes, 'Live Overview', 'Amount received (₹)')).toBe(week.today.totalAmount);
  expect(await workbookValue(xlsx.bytes, 'Live Overview', 'Contacts made')).toBe(week.today.contactsMade);

  // Collection Analytics exports the range on screen.
  await page.goto(portal.url('/analytics?range=90d'));
  const quarter = await portal.api<TAnalyticsSummary>('/api/analytics/summary?range=90d');
  await tileShows(page, 'Amount Collected', formatINR(quarter.kpis.amountCollected.value ?? 0));
  const summaryCsv = csvLines((await download(page, 'Export CSV')).bytes);
  expect(summaryCsv).toContain('Collection Analytics,Range,90d');
  expect(summaryCsv).toContain(`KPIs,Amount collected (₹),${quarter.kpis.amountCollected.value}`);
  const last = quarter.trend.at(-1)!;
  expect(summaryCsv).toContain(`Collection Trends: ${last.date},Days covered,${last.days}`);
  const summaryXlsx = await download(page, 'Export Excel');
  expect(summaryXlsx.name).toMatch(/^duesflow-collection-analytics-90d-.*\.xlsx$/);
  expect(await workbookValue(summaryXlsx.bytes, `Collection Trends: ${last.date}`, 'Collected (₹)')).toBe(last.collected);
  await context.close();
});

test('Collectors: a call a collector logs for a customer of theirs shows in their row for the period', async () => {
  const collector = {
    email: `kavita.${randomInt(1e6)}@duesflow.test`,
    name: ownName('Kavita Collector'),
    password: 'collector-password-1',
  };
  await portal.api('/api/staff', { json: { ...collector, role: 'collector' } });
  const [customer] = await importCustomers(portal, [{ name: ownName('Sai Traders'), amount: 9_000, daysOverdue: 15 }]);
  const collectors = await portal.api<TCollector[]>('/api/portfolios/collectors');
  const own = collectors.find((row) => row.name === collector.name)!;
  await portal.api('/api/portfolios/owners', { method: 'PUT', json: { customerIds: [customer!.id], collectorId: own.id } });
  // The collector logs how their call went, signed in as themselves.
  const credentials = { email: collector.email, password: collector.password };
  const cookie = await sessionCookie(portal.baseUrl, credentials);
  const logged = await fetch(portal.url(`/api/customers/${customer!.id}/call-outcomes`), {
    method: 'POST',
    headers: { cookie, origin: new URL(portal.baseUrl).origin, 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'answered', note: 'Will pay after the festival' }),
  });
  expect(logged.status).toBe(201);

  const { page, context, errors } = await newPage(browser.get(), portal, { signedIn: false });
  await signIn(context, portal.baseUrl, credentials);
  await page.goto(portal.url('/advanced-analytics'));
  await page.getByRole('tab', { name: 'Collectors' }).click();
  const row = page.getByRole('row').filter({ hasText: collector.name });
  // One call, which reached the customer; one customer owing, called.
  await row.getByText('1 (100.0%)').waitFor();
  await row.getByText('100.0% (1 of 1)').waitFor();
  expect(errors).toEqual([]);
});
