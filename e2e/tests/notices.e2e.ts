/**
 * Notices that matter (the issue "Replies come back", docs/inbox.md "Notices"), in Chromium against the
 * built portal: staff have the portal open; the customer pays on the sandbox pay page in another browser
 * context (no staff session); the open portal toasts "Payment received: ₹2,000.00 from <customer>" at once,
 * without a reload, and its Open customer goes to the customer's page.
 */
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { shownToasts, waitForToast } from '../support/toasts';

const portal = usePortal();
const browser = useBrowser();

/** Resolves once every part of the link is placed on a gateway (the customer can pay it). */
async function payable(linkId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const link = await portal.api<{ readiness: string }>(`/api/payment-links/${linkId}`);
    if (link.readiness === 'payable') return;
    if (Date.now() > deadline) throw new Error(`link ${linkId} is still ${link.readiness}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a payment made on the pay page is toasted to the open portal, with a link to the customer', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Asha Traders'), phone: '98200 41234', amount: 5_000, daysOverdue: 15 },
  ]);
  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/'));
  await staff.page.getByTestId('connection-status').getByText('Connected').waitFor({ timeout: 30_000 });

  const started = await portal.api<{ linkId: string; paymentLink: string }>('/api/workflows/payment-link', {
    json: { amount: 2_000, customerId: customer.id },
  });
  await payable(started.linkId);
  const before = (await shownToasts(staff.page)).length;

  // The customer: another browser context, no staff session.
  const payer = await newPage(browser.get(), portal, { signedIn: false });
  await payer.page.goto(started.paymentLink);
  await payer.page.getByRole('button', { name: 'Pay ₹2,000.00' }).click();
  await payer.page.getByText(/^Paid on /).waitFor();

  const toast = await waitForToast(staff.page, { title: `Payment received: ₹2,000.00 from ${customer.name}` }, { after: before });
  expect(toast.kind).toBe('success');
  await staff.page.getByRole('button', { name: 'Open customer' }).click();
  await staff.page.waitForURL((url) => url.pathname === `/customers/${customer.id}`, { timeout: 30_000 });
  await staff.page.getByText(customer.name).first().waitFor();
  expect(staff.errors).toEqual([]);
  await payer.context.close();
  await staff.context.close();
});
