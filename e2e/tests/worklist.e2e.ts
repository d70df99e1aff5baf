/**
 * A collector's day (docs/worklist.md): a collector signs in and sees only their portfolio's worklist,
 * each customer with the parts of their score; recording "No answer" moves the customer down.
 */
import { signIn } from '../support/auth';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';

const portal = usePortal();
const browser = useBrowser();

const COLLECTOR = { email: 'kiran.collector@duesflow.test', password: 'collector-password-1', name: 'Kiran Collector' };

test('a collector sees only their portfolio, ranked with the score parts, and "No answer" moves a customer down', async () => {
  const collector = await portal.api<{ id: string }>('/api/staff', {
    json: { email: COLLECTOR.email, name: COLLECTOR.name, role: 'collector', password: COLLECTOR.password },
  });
  const [first, second, notMine] = await importCustomers(portal, [
    { name: ownName('Sahyadri Steel'), phone: '98220 61001', amount: 90_000, daysOverdue: 75 },
    { name: ownName('Konkan Spices'), phone: '98220 61002', amount: 12_000, daysOverdue: 20 },
    { name: ownName('Someone Else Traders'), phone: '98220 61003', amount: 150_000, daysOverdue: 120 },
  ]);
  await portal.api('/api/portfolios/owners', { method: 'PUT', json: { customerIds: [first!.id, second!.id], collectorId: collector.id } });

  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await signIn(context, portal.baseUrl, { email: COLLECTOR.email, password: COLLECTOR.password });
  await page.goto(portal.url('/worklist'));
  const list = page.getByRole('list', { name: 'Worklist' });
  const rows = list.getByTestId('worklist-item');
  await rows.first().waitFor();
  // Only their two customers, the larger and older debt first.
  expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([first!.name, second!.name]);
  expect(await list.getByText(notMine!.name).count()).toBe(0);
  const top = rows.first();
  await top.getByRole('listitem').filter({ hasText: '75 days past due +25' }).waitFor();
  await top
    .getByRole('listitem')
    .filter({ hasText: /overdue \+\d+/ })
    .waitFor();
  await page.getByRole('group', { name: 'Left' }).getByText('2').waitFor();

  // o opens the outcome of the selected (first) customer; "No answer" moves them below the other.
  await page.keyboard.press('o');
  const dialog = page.getByRole('dialog', { name: `Record outcome: ${first!.name}` });
  await dialog.getByText('No answer', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save outcome' }).click();
  await waitForToast(page, { title: 'Outcome recorded', text: `${first!.name}: No answer.` });
  await page.waitForFunction(
    (expected) =>
      JSON.stringify([...document.querySelectorAll('[data-testid="worklist-item"]')].map((item) => item.getAttribute('aria-label'))) ===
      expected,
    JSON.stringify([second!.name, first!.name]),
  );
  await rows.last().getByRole('listitem').filter({ hasText: 'No answer today -100' }).waitFor();
  await page.getByRole('group', { name: 'Done today' }).getByText('1').waitFor();
  await context.close();
});
