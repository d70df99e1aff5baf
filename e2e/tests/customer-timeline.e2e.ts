/**
 * A customer's staff page (docs/customer-timeline.md): staff open it from the customer's name on the
 * Customers table and read their timeline, a reminder sent and a payment received among it; a note they
 * add appears at the top.
 */
import { formatINR } from '@duesflow/shared-contracts/format';
import { newPage, useBrowser } from '../support/browser';
import { waitForToast } from '../support/toasts';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';

const portal = usePortal();
const browser = useBrowser();

/** Polls until `done` says so (bounded), for what the API finishes in the background. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  expect(done(value)).toBe(true);
  return value;
}

test('staff open a customer from the Customers table, read their timeline and add a note that shows at the top', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Godavari Traders'), phone: '98220 71234', amount: 3_500, daysOverdue: 25 },
  ]);

  // A reminder goes out (a campaign through the sandbox SMS provider)…
  const campaign = await portal.api<{ campaignId: string }>('/api/campaigns', {
    method: 'POST',
    json: { name: ownName('Timeline check'), templateId: 'campaign-gentle-en', customerIds: [customer.id] },
  });
  await until(
    () => portal.api<{ status: string }>(`/api/campaigns/${campaign.campaignId}`),
    (detail) => detail.status !== 'running',
  );
  // …and ₹1,000 comes in through a payment link, paid on the sandbox pay page.
  const started = await portal.api<{ linkId: string; paymentLink: string }>('/api/workflows/payment-link', {
    json: { amount: 1_000, customerId: customer.id },
  });
  await until(
    () => portal.api<{ readiness: string }>(`/api/payment-links/${started.linkId}`),
    (link) => link.readiness === 'payable',
  );
  const payToken = new URL(started.paymentLink).pathname.split('/').pop()!;
  await portal.api(`/api/pay/${payToken}/confirm`, { method: 'POST', anonymous: true });

  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.name);
  await page.locator('tbody tr.ant-table-row').getByRole('link', { name: customer.name }).click();
  await page.waitForURL(portal.url(`/customers/${customer.id}`));

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await timeline.getByText(`Payment received: ${formatINR(1_000)}`, { exact: false }).waitFor();
  await timeline
    .getByText(/^SMS message · /)
    .first()
    .waitFor();
  await timeline.getByText(`Payment link for ${formatINR(1_000)} · Paid`).waitFor();
  // The sidebar has no entry of its own for the page; Customers stays highlighted.
  await page.locator('.ant-menu-item-selected', { hasText: 'Customers' }).waitFor();
  await page.getByRole('button', { name: `Reminders for ${customer.name}` }).waitFor();

  const note = page.getByRole('form', { name: 'Add note' });
  await note.getByLabel('Note').fill('Owner travelling, call after Monday');
  await note.getByRole('button', { name: 'Add note' }).click();
  await waitForToast(page, { title: 'Note added', text: 'It is at the top of the timeline.' });
  const first = timeline.locator('.ant-timeline-item').first();
  await first.getByText('Owner travelling, call after Monday').waitFor();
  await first.getByText('Note (admin', { exact: false }).waitFor();
  await context.close();
});
