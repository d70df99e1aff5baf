/**
 * A dispute of one invoice (docs/customer-page.md, "A dispute of one invoice"): the customer disputes one
 * of their three invoices on their page; the page shows it in dispute and Pay all leaves it out; staff see
 * "Invoice disputed" on the row and the dispute in the Reminders drawer; a reminder run asks only for the
 * other two and names the oldest of them; staff resolve it with a note and the page asks for it again.
 */
import { formatINR } from '@duesflow/shared-contracts/format';
import { newPage, useBrowser } from '../support/browser';
import { openRemindersDrawer } from '../support/reminders-drawer';
import { waitForToast } from '../support/toasts';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { newPhonePage } from '../support/phone';

const portal = usePortal();
const browser = useBrowser();

const phonePage = () => newPhonePage(browser.get());

type Disputes = { open: { invoiceNumber: string }[]; disputable: { id: string; number: string }[] };

test('a customer disputes one of three invoices; staff see it, a reminder leaves it out, staff resolve it', async () => {
  const [customer] = await importCustomers(portal, [
    {
      name: ownName('Kaveri Agro'),
      phone: '98220 55555',
      amount: 1_000,
      daysOverdue: 40,
      more: [
        { amount: 2_000, daysOverdue: 20 },
        { amount: 3_000, daysOverdue: 10 },
      ],
    },
  ]);
  const [oldest, middle, newest] = (await portal.api<Disputes>(`/api/customers/${customer.id}/invoice-disputes`)).disputable;
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });

  // The customer disputes the middle invoice on their phone.
  const phone = await phonePage();
  await phone.page.goto(`${link.url}?lang=en`);
  await phone.page.getByRole('button', { name: `Pay all ${formatINR(6_000)}` }).waitFor();
  await phone.page.getByLabel('Which invoice').selectOption({ label: `Invoice ${middle!.number}` });
  await phone.page.getByLabel('What is wrong?').fill('Half the bags were torn');
  await phone.page.getByRole('button', { name: 'Report a problem' }).click();
  await phone.page.getByText(`Invoice ${middle!.number} is in dispute: reminders leave it out until`).waitFor();
  await phone.page.getByRole('button', { name: `Pay all ${formatINR(4_000)}` }).waitFor();
  await phone.page.getByText(`${formatINR(2_000)} in dispute is left out of Pay all.`).waitFor();
  await phone.page
    .locator('li', { hasText: `Invoice ${middle!.number}` })
    .getByText('In dispute')
    .waitFor();
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Staff see it on the row (which invoice on hover) and in the Reminders drawer, live.
  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/customers'));
  await staff.page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.name);
  const row = staff.page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await row.getByText('Invoice disputed').hover();
  await staff.page.getByRole('tooltip').getByText(`${middle!.number}: Half the bags were torn`).waitFor();
  const drawer = await openRemindersDrawer(staff.page, customer.name);
  const dispute = drawer.getByRole('group', { name: `Invoice ${middle!.number} in dispute` });
  await dispute.getByText('Half the bags were torn').waitFor();
  await dispute.getByText(/^Customer's page · \d+ \w+ \d{4}, .+ IST$/).waitFor();

  // A reminder run asks for the other two only and names the oldest of them; the disputed one is not named.
  const campaign = await portal.api<{ campaignId: string }>('/api/campaigns', {
    method: 'POST',
    json: { name: ownName('Dispute check'), templateId: 'campaign-gentle-en', customerIds: [customer.id] },
  });
  let detail = await portal.api<{ status: string; recipients: { body: string; status: string }[] }>(
    `/api/campaigns/${campaign.campaignId}`,
  );
  const deadline = Date.now() + 60_000;
  while (detail.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    detail = await portal.api(`/api/campaigns/${campaign.campaignId}`);
  }
  const [message] = detail.recipients;
  expect(message!.body).toContain(`invoice ${oldest!.number} for Rs. 4,000.00`);
  expect(message!.body).not.toContain(middle!.number);
  expect(message!.body).not.toContain(newest!.number);

  // Staff resolve it with a note: the drawer, the row and the page all let it go.
  await dispute.getByRole('button', { name: 'Resolve' }).click();
  await dispute.getByLabel('How was it resolved?').fill('Credit note for the torn bags');
  await dispute.getByRole('button', { name: 'Resolve dispute' }).click();
  await waitForToast(staff.page, { title: 'Invoice dispute resolved', text: `Reminders may ask for invoice ${middle!.number} again.` });
  await drawer.getByText('No invoice in dispute.').waitFor();
  await row.getByText('Invoice disputed').waitFor({ state: 'detached' });
  expect((await portal.api<Disputes>(`/api/customers/${customer.id}/invoice-disputes`)).open).toEqual([]);
  await phone.page.reload();
  await phone.page.getByRole('button', { name: `Pay all ${formatINR(6_000)}` }).waitFor();
  await staff.context.close();
  await phone.close();
});
