import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

test('the Dashboard shows the four metric cards with the figures the API computes', async () => {
  const metrics = await (await fetch(baseUrl() + '/api/dashboard/metrics')).json();
  expect(metrics.totalCollections).toBeGreaterThan(0);

  const { page, context, errors } = await newPage(browser);
  await page.goto(baseUrl() + '/');
  for (const title of ['Total Collections', 'Active Workflows', 'Success Rate', 'Pending Actions']) {
    await page.getByText(title, { exact: true }).waitFor();
  }
  await page.getByText(`₹${indian.format(metrics.totalCollections)}`).waitFor();
  await page.getByText(`${(metrics.successRate / 100).toFixed(1)}%`).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('Start Payment Calls starts a workflow: toast, then a new execution that completes', async () => {
  const before = await (await fetch(baseUrl() + '/api/workflows/executions')).json();

  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/');
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await page.getByRole('button', { name: 'Start Payment Calls' }).click();
  await page.getByText('Workflow started').waitFor();

  // The realtime message arrives when the execution ends.
  await page.getByText('Workflow completed').waitFor({ timeout: 60_000 });
  await page.getByText('Payment Follow-up Calls completed successfully').waitFor();

  const after = await (await fetch(baseUrl() + '/api/workflows/executions')).json();
  expect(after.length).toBe(before.length + 1);
  expect(after[0]).toMatchObject({ workflowName: 'Payment Follow-up Calls', status: 'success' });
  await page.getByText('Payment Follow-up Calls').first().waitFor();
  await context.close();
});

test('Sync with Tally goes to the Tally screen', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(baseUrl() + '/');
  await page.getByRole('button', { name: 'Sync with Tally' }).click();
  await page.waitForURL(/\/tally$/);
  await page.getByRole('heading', { name: 'Tally ERP Integration' }).waitFor();
  await context.close();
});
