import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { confirmation } from '../support/confirm';

type Execution = { id: string; workflowName: string; status: string; contacted?: number | null };
type Started = { executionId: string };
type Customer = { id: string; lastContact: string | null };

const portal = usePortal();
const browser = useBrowser();

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

test('the Dashboard shows the four metric cards with the figures the API computes', async () => {
  const metrics = await portal.api<{ totalCollections: number; successRate: number }>('/api/dashboard/metrics');
  expect(metrics.totalCollections).toBeGreaterThan(0);

  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  for (const title of ['Total Collections', 'Active Workflows', 'Success Rate', 'Pending Actions']) {
    await page.getByText(title, { exact: true }).waitFor();
  }
  await page.getByText(`₹${indian.format(metrics.totalCollections)}`).waitFor();
  await page
    .getByText(`${(metrics.successRate / 100).toFixed(1)}%`)
    .first()
    .waitFor();
  // The trend: collected per day over the last 30 days, drawn, its total the days' sum.
  const { trend } = await portal.api<{ trend: { collected: number }[] }>('/api/analytics/summary?range=30d');
  const collected = trend.reduce((sum, day) => sum + day.collected, 0);
  const trendCard = page.locator('.ant-card').filter({ hasText: 'Collected, last 30 days' });
  await trendCard.locator('svg.recharts-surface').first().waitFor();
  await trendCard.getByText(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(collected)).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('Start Payment Calls starts a workflow: toast, then a new execution that completes', async () => {
  // Someone the run must call, whatever earlier runs have contacted: overdue, with a phone, never contacted.
  const [debtor] = await importCustomers(portal, [
    { name: ownName('Nashik Dal Mill'), phone: '98765 40123', amount: 42_500, daysOverdue: 20 },
  ]);
  expect(debtor.lastContact).toBeNull();

  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  // It asks first, with the send gate's dry run: how many would be called, and nothing is started yet.
  await page.getByRole('button', { name: 'Start Payment Calls' }).click();
  const dialog = await confirmation(page, /^Call \d+ overdue customers?\?$/);
  await dialog.getByText(/^\d+ go(es)? now$/).waitFor();
  await dialog.getByText(/^Cost: /).waitFor();
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/workflows/payment-follow-up') && answer.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Start calls' }).click(),
  ]);
  expect(response.status()).toBe(202);
  const { executionId } = (await response.json()) as Started;
  await waitForToast(page, { title: 'Workflow started' });

  // The realtime message arrives when the execution ends; toasts queue, so both are shown in turn. A run
  // where some of the sandbox's calls failed is told in its own words ("151 calls placed (3 failed); …"),
  // never "completed successfully".
  await waitForToast(
    page,
    { title: 'Workflow completed', text: /Payment Follow-up Calls completed successfully|\d+ calls? placed \(\d+ failed\)/ },
    { timeout: 60_000 },
  );

  const executions = await portal.api<Execution[]>('/api/workflows/executions?limit=200');
  const run = executions.find((execution) => execution.id === executionId);
  expect(run).toMatchObject({ workflowName: 'Payment Follow-up Calls', status: 'success' });
  expect(run!.contacted).toBeGreaterThanOrEqual(1);
  const called = (await portal.api<Customer[]>('/api/customers/airtable')).find((customer) => customer.id === debtor.id);
  expect(called?.lastContact).not.toBeNull();
  await page.getByText('Payment Follow-up Calls').first().waitFor();
  await context.close();
});

test('Sync with Tally goes to the Tally screen', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/'));
  await page.getByRole('button', { name: 'Sync with Tally' }).click();
  await page.waitForURL(/\/tally$/);
  await page.getByRole('heading', { name: 'Tally ERP Integration' }).waitFor();
  await context.close();
});
