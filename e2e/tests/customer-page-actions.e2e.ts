/**
 * The customer's own page (issue 22): a customer who cannot pay now promises a date, in Marathi, on a
 * 320 px phone; the page shows the promise, staff see it on the customer, and the send gate holds the
 * customer's reminders until then. A dispute of the whole statement is recorded the same way.
 */
import { newPage, useBrowser } from '../support/browser';
import { openRemindersDrawer } from '../support/reminders-drawer';
import { waitForToast } from '../support/toasts';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { newPhonePage } from '../support/phone';

const portal = usePortal();
const browser = useBrowser();

const phonePage = () => newPhonePage(browser.get());

/** A date `days` ahead in India's calendar, as a date input takes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test('a customer promises a date in Marathi: the page shows it, staff see it and reminders wait', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Sunita Patil'), phone: '98220 11111', amount: 8_000, daysOverdue: 12 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const { page, close } = await phonePage();
  await page.goto(`${link.url}?lang=mr`);
  await page.getByRole('heading', { name: 'आत्ता संपूर्ण रक्कम भरू शकत नाही?' }).waitFor();

  const date = daysAhead(10);
  await page.getByLabel('भरण्याची तारीख').fill(date);
  await page.getByLabel('रक्कम (₹, ऐच्छिक)', { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'भरण्याचे वचन द्या' }).click();
  await page.getByText(/पर्यंत भरण्याचे वचन दिले आहे/).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const preferences = await portal.api<{ promisedDate: string; promisedAmount: number }>(
    `/api/customers/${customer.id}/contact-preferences`,
  );
  expect(preferences).toMatchObject({ promisedDate: date, promisedAmount: 3_000 });
  const started = await portal.api<{ executionId: string }>('/api/workflows/bulk-sms', {
    method: 'POST',
    json: { message: 'Please clear your dues - DuesFlow', recipients: [customer.phone] },
  });
  const deadline = Date.now() + 30_000;
  let run = await portal.api<{ id: string; status: string; skipped?: { byReason: Record<string, number> } }[]>('/api/workflows/executions');
  while (run.find((execution) => execution.id === started.executionId)?.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    run = await portal.api('/api/workflows/executions');
  }
  expect(run.find((execution) => execution.id === started.executionId)?.skipped?.byReason).toEqual({ promised: 1 });
  await close();
});

test('a customer disputes the whole statement with a reason; every reminder stops and the page says so', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Imran Shaikh'), phone: '98220 22222', amount: 4_500, daysOverdue: 30 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const { page, close } = await phonePage();
  await page.goto(`${link.url}?lang=en`);
  // The whole statement (one invoice's dispute: invoice-dispute.e2e.ts).
  await page.getByLabel('Which invoice').selectOption({ label: 'The whole statement' });
  await page.getByLabel('What is wrong?').fill('Goods came back damaged');
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByText(/Your dispute has reached .*Reminders stop until it is resolved\./).waitFor();
  const preferences = await portal.api<{ disputed: boolean; disputeReason: string }>(`/api/customers/${customer.id}/contact-preferences`);
  expect(preferences.disputed).toBe(true);
  expect(preferences.disputeReason).toBe("Statement (on the customer's page): Goods came back damaged");
  await close();
});

test('a customer says they already paid, and opts out of SMS: the page says so and the row shows the hold', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Meera Joshi'), phone: '98220 33333', amount: 6_200, daysOverdue: 18 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const { page, close } = await phonePage();
  await page.goto(`${link.url}?lang=hi`);
  await page.getByLabel('UTR या संदर्भ संख्या').fill('UTR998877');
  await page.getByRole('button', { name: 'भुगतान की जानकारी दें' }).click();
  await page.getByText(/आपने बताया कि आपने भुगतान कर दिया है \(संदर्भ UTR998877\)/).waitFor();

  await page.getByLabel('SMS').check();
  await page.getByRole('button', { name: 'ये अनुस्मारक बंद करें' }).click();
  await page.getByText('SMS से कोई अनुस्मारक नहीं।').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const listed = await portal.api<{ items: { id: string; contactHold: { kind: string; note: string | null } | null }[] }>(
    `/api/customers?q=${encodeURIComponent(customer.name)}&page=1&pageSize=5`,
  );
  expect(listed.items.find((item) => item.id === customer.id)?.contactHold).toMatchObject({ kind: 'paid_claimed', note: 'UTR998877' });
  const preferences = await portal.api<{ optedOutChannels: string[] }>(`/api/customers/${customer.id}/contact-preferences`);
  expect(preferences.optedOutChannels).toEqual(['sms']);
  await close();

  // Staff see both in the customer's Reminders drawer, clear the claim once checked, and opt back in as asked.
  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/customers'));
  const drawer = await openRemindersDrawer(staff.page, customer.name);
  const claim = drawer.getByRole('group', { name: 'Says already paid' });
  await claim.getByText('UTR998877').waitFor();
  await claim.getByRole('button', { name: 'Checked: clear' }).click();
  await waitForToast(staff.page, { title: 'Claim cleared' });
  await drawer.getByRole('group', { name: 'Opted out' }).getByRole('button', { name: 'Opt back in to all' }).click();
  await waitForToast(staff.page, { title: 'Opted back in' });
  const after = await portal.api<{ optedOutChannels: string[]; paidClaim: unknown }>(`/api/customers/${customer.id}/contact-preferences`);
  expect(after).toMatchObject({ optedOutChannels: [], paidClaim: null });
  await staff.context.close();
});

test('axe finds no serious or critical violation on the page, in English and Hindi, nor on a refusal', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Anil Kumar'), phone: '98220 44444', amount: 3_300, daysOverdue: 9 }]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  // The page allows only its own script by hash: axe is added with the policy bypassed for the check.
  const context = await browser.get().newContext({ viewport: { width: 320, height: 640 }, isMobile: true, bypassCSP: true });
  const page = await context.newPage();
  const axe = require.resolve('axe-core/axe.min.js');
  for (const url of [`${link.url}?lang=en`, `${link.url}?lang=hi`, `${link.url.slice(0, -4)}AAAA`]) {
    await page.goto(url);
    await page.addScriptTag({ path: axe });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run();
      return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id);
    });
    expect([url, violations]).toEqual([url, []]);
  }
  await context.close();
});
