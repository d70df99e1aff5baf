/**
 * A promise not kept by its date (the issue "The customer's own page"): it reads broken, staff see
 * "Promise broken" on the Customers row (what was promised on hover) and "Broken" in the Reminders
 * drawer's list, the customer's page says so plainly and lets them promise again, and reminders go again.
 *
 * The portal runs on the real clock, so a date cannot pass during the test. The promise is recorded by
 * staff through the API with yesterday's date (as staff record a promise made on the phone after the fact;
 * the staff route takes any date, the drawer's form only today or later), and the portal is restarted on
 * the same data: the settlement sweep runs at every start (and every 10 minutes), so it reads broken as soon
 * as the portal is back. No clock is moved in the API, and nothing test-only is added to it.
 */
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { openRemindersDrawer } from '../support/reminders-drawer';

const portal = usePortal();
const browser = useBrowser();

/** A date `days` from today in India's calendar (YYYY-MM-DD). */
function indiaDate(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
/** "25 Nov 2026", as the portal and the page write a date. */
const shown = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

type Preferences = { promises: { promisedDate: string; status: string; source: string }[] };

/** Every run of the portal's workflows, as the API lists them. */
async function runOf(executionId: string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const runs =
      await portal.api<{ id: string; status: string; contacted?: number | null; skipped?: { byReason: Record<string, number> } }[]>(
        '/api/workflows/executions',
      );
    const run = runs.find((execution) => execution.id === executionId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`run ${executionId} did not finish within 30 s`);
}

test('a promise unpaid past its date reads broken: staff see it, the page says so, the customer promises again', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Ravi Kulkarni'), phone: '98220 55555', amount: 7_500, daysOverdue: 20 },
  ]);
  const yesterday = indiaDate(-1);
  await portal.api(`/api/customers/${customer.id}/promise-to-pay`, {
    method: 'POST',
    json: { promisedDate: yesterday, amount: 2_000, note: 'Said on the phone' },
  });
  expect((await portal.api<Preferences>(`/api/customers/${customer.id}/contact-preferences`)).promises).toMatchObject([
    { promisedDate: yesterday, status: 'open', source: 'staff' },
  ]);

  await portal.stop();
  await portal.start();
  expect((await portal.api<Preferences>(`/api/customers/${customer.id}/contact-preferences`)).promises).toMatchObject([
    { promisedDate: yesterday, status: 'broken' },
  ]);

  // Reminders go again: a bulk SMS reaches the customer (nothing holds them).
  const started = await portal.api<{ executionId: string }>('/api/workflows/bulk-sms', {
    method: 'POST',
    json: { message: 'Please clear your dues - DuesFlow', recipients: [customer.phone] },
  });
  expect(await runOf(started.executionId)).toMatchObject({ status: 'success', contacted: 1 });

  // Staff: the row's tag, what was promised on hover, and the drawer's list.
  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/customers'));
  await staff.page.getByPlaceholder('Search customers by name, email, or phone...').fill(customer.name);
  const row = staff.page.locator('tbody tr.ant-table-row', { hasText: customer.name });
  await row.getByText('Promise broken').hover();
  await staff.page
    .getByRole('tooltip')
    .getByText(`Promised ₹2,000.00 by ${shown(yesterday)}`)
    .waitFor();
  const drawer = await openRemindersDrawer(staff.page, customer.name);
  const promises = drawer.getByRole('table', { name: 'Promises made' });
  const listed = promises.locator('tbody tr', { hasText: shown(yesterday) });
  await listed.getByText('Broken').waitFor();
  await listed.getByText('₹2,000.00').waitFor();
  await listed.getByText('Staff').waitFor();

  // The customer's page says it plainly and takes a new promise.
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const context = await browser.get().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${link.url}${link.url.includes('?') ? '&' : '?'}lang=en`);
  await page.getByText(`Your promise to pay by ${shown(yesterday)} was not kept. Reminders have resumed.`).waitFor();
  const again = indiaDate(5);
  await page.getByLabel('I will pay by').fill(again);
  await page.getByRole('button', { name: 'Promise to pay' }).click();
  await page.getByText(`You promised to pay by ${shown(again)}. Reminders pause until then.`).waitFor();
  await page.reload();
  await page.getByText(`You promised to pay by ${shown(again)}`).waitFor();
  expect(await page.getByText('was not kept').count()).toBe(0);
  await context.close();

  // The newer promise ends the tag; the drawer lists both.
  const after = await portal.api<{ items: { id: string; brokenPromise?: unknown }[] }>(
    `/api/customers?q=${encodeURIComponent(customer.name)}&page=1&pageSize=5`,
  );
  expect(after.items.find((item) => item.id === customer.id)?.brokenPromise ?? null).toBeNull();
  expect((await portal.api<Preferences>(`/api/customers/${customer.id}/contact-preferences`)).promises).toMatchObject([
    { promisedDate: again, status: 'open', source: 'customer_page' },
    { promisedDate: yesterday, status: 'broken', source: 'staff' },
  ]);
  await staff.context.close();
});

test('a customer promises in two instalments on their page: staff see both, reminders wait for the first', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Lata Deshmukh'), phone: '98220 66666', amount: 9_000, daysOverdue: 15 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  const context = await browser.get().newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${link.url}${link.url.includes('?') ? '&' : '?'}lang=hi`);
  const [first, second] = [indiaDate(3), indiaDate(17)];
  await page.getByLabel('भुगतान की तारीख').fill(first);
  await page.getByLabel('राशि (₹, वैकल्पिक)', { exact: true }).fill('4000');
  await page.getByText('अधिकतम 3 किस्तों में भुगतान करें').click();
  await page.getByLabel('किस्त 2: तारीख').fill(second);
  await page.getByLabel('किस्त 2: राशि (₹)').fill('5000');
  await page.getByRole('button', { name: 'भुगतान का वादा करें' }).click();
  await page.getByText(new RegExp(`आपने ${shown(first)} तक भुगतान का वादा किया है`)).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();

  const staff = await newPage(browser.get(), portal);
  await staff.page.goto(portal.url('/customers'));
  const drawer = await openRemindersDrawer(staff.page, customer.name);
  const promises = drawer.getByRole('table', { name: 'Promises made' });
  await promises.getByRole('cell', { name: `${shown(first)} (instalment 1 of 2)` }).waitFor();
  await promises.getByRole('cell', { name: `${shown(second)} (instalment 2 of 2)` }).waitFor();
  await promises.locator('tbody tr', { hasText: 'instalment 2 of 2' }).getByText("Customer's page").waitFor();
  await staff.context.close();

  const started = await portal.api<{ executionId: string }>('/api/workflows/bulk-sms', {
    method: 'POST',
    json: { message: 'Please clear your dues - DuesFlow', recipients: [customer.phone] },
  });
  expect((await runOf(started.executionId)).skipped?.byReason).toEqual({ promised: 1 });
});
