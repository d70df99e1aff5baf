import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled as standingStill } from '../support/motion';

/** A Supabase-style (PostgREST) stand-in with an empty customers table, for the store switch. */
let store: Server;
let storeUrl = '';
beforeAll(async () => {
  store = createServer((request, response) => {
    const ok = request.url?.startsWith('/rest/v1/customers') && request.headers.apikey === 'service-key-e2e';
    response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    response.end(ok ? '[]' : '{"message":"Invalid API key"}');
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => store.close(() => resolve())));

const portal = usePortal();
const browser = useBrowser();

type Execution = { id: string; status: string; summary: string | null; error: string | null };

async function settled(executionId: string): Promise<Execution> {
  for (;;) {
    const runs = await portal.api<Execution[]>('/api/workflows/executions?limit=50');
    const run = runs.find((item) => item.id === executionId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('switching SMS off on /providers: a bulk SMS sends nothing and says why, and the card stays off after a reload', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/providers'));
  const toggle = page.getByRole('switch', { name: 'SMS provider active' });
  await toggle.waitFor();
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
  await toggle.click();
  await waitForToast(page, { title: 'Provider updated successfully', text: 'SMS sending is off: no SMS will be sent.' });

  const started = await portal.api<{ executionId: string }>('/api/workflows/bulk-sms', {
    json: { message: 'Your dues are pending', recipients: ['+91 98765 10001', '+91 98765 10002'] },
    headers: { 'Idempotency-Key': `sms-off-${Date.now()}` },
  });
  const run = await settled(started.executionId);
  expect(run.status).toBe('failed');
  expect(run.error).toBe('Nothing was sent: SMS is switched off in Provider Settings');
  expect(run.summary).toContain('2 not sent: SMS is switched off in Provider Settings');
  // Every SMS provider is still active on its own: the channel switch is what stopped the send.
  const sms = await portal.api<{ status: string }[]>('/api/providers?type=sms');
  expect(sms.every((provider) => provider.status === 'active')).toBe(true);
  const performance = await portal.api<{ type: string; messagesSent: number }[]>('/api/providers/performance');
  expect(performance.filter((row) => row.type === 'sms').reduce((sum, row) => sum + row.messagesSent, 0)).toBe(0);

  await page.reload();
  await page.getByRole('switch', { name: 'SMS provider active' }).waitFor();
  expect(await page.getByRole('switch', { name: 'SMS provider active' }).getAttribute('aria-checked')).toBe('false');
  await page.getByText('SMS is switched off: nothing is sent on it.').waitFor();

  // Back on, so nothing else in this file is affected.
  await page.getByRole('switch', { name: 'SMS provider active' }).click();
  await waitForToast(page, { title: 'Provider updated successfully', text: 'SMS sending is on.' });
  await context.close();
});

test('cost comparison shows payment providers apart, with a percentage per payment', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/provider-management'));
  await page.getByRole('tab', { name: 'Cost Comparison' }).click();
  const payments = page.getByLabel('Payment providers');
  await payments.getByText('Razorpay').waitFor();
  await payments.getByText('2% per payment').waitFor();
  // The gateways' own fees, in rupees, as Payment Gateways writes them.
  await payments.getByText('2.3% + ₹2.00 per payment').waitFor();
  expect(await page.getByLabel('Message providers').getByText('Razorpay').count()).toBe(0);
  await context.close();
});

test('business data: the form fills from the store in use after a reload, and going back to duesflow asks first', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/business-data-config'));
  await page.getByRole('tab', { name: 'Cloud Database' }).click();
  await page.getByLabel('Project URL').fill(storeUrl);
  await page.getByLabel('Service key').fill('service-key-e2e');
  await page.getByRole('button', { name: 'Switch to Supabase' }).click();
  await waitForToast(page, { title: 'Switched to Supabase' });

  await page.reload();
  await page.getByRole('tab', { name: 'Cloud Database' }).click();
  await page.waitForFunction((url) => (document.querySelector('input#supabase_url') as HTMLInputElement | null)?.value === url, storeUrl);
  const key = page.getByLabel('Service key');
  expect(await key.inputValue()).toBe('');
  expect(await key.getAttribute('placeholder')).toBe('unchanged — leave blank to keep');
  // Saving with the key blank keeps the stored one.
  await page.getByRole('button', { name: 'Switch to Supabase' }).click();
  await waitForToast(page, { title: 'Switched to Supabase', text: 'Customers are now read from Supabase.' });

  await page.getByRole('button', { name: 'Use duesflow database' }).click();
  const dialog = await standingStill(page.getByRole('dialog'));
  await dialog.getByText(/Every screen switches from Supabase to duesflow's own database, for everyone/).waitFor();
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await waitForToast(page, { title: 'Switched to duesflow database' });
  await page.getByRole('button', { name: 'Use duesflow database' }).waitFor({ state: 'detached' });
  await context.close();
});
