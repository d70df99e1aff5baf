/**
 * The customer's own page (issue 22): paying with the phone's own UPI app. On a 320 px phone, after choosing
 * what to pay, the page shows "Pay with a UPI app" (a upi://pay deep link carrying the amount) and its QR
 * code, drawn by the API as an inline SVG, with the amount and payee beside it. The sandbox's code points at
 * the sandbox, so the page says no UPI app can pay it and offers the sandbox page; once the payment arrives
 * (here: paid on the sandbox page), the page updates by itself to the receipt with the gateway's reference.
 */
import { useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { newPhonePage } from '../support/phone';

const portal = usePortal();
const browser = useBrowser();

const phonePage = () => newPhonePage(browser.get());

test('after choosing what to pay, the page offers a UPI app by deep link and QR code, and shows the receipt once the payment arrives', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Anil Kulkarni'), phone: '98200 67890', amount: 4_321.09, daysOverdue: 9 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });

  const { page, errors, close } = await phonePage();
  // Opened as a reminder's link opens it (/p?<token>): the receipt it moves to must keep the token.
  const token = new URL(link.url).pathname.split('/').pop()!;
  await page.goto(`${new URL(link.url).origin}/p?${token}&lang=en`);
  await page.locator('#pay').getByLabel('Amount (₹)').fill('1234.50');
  await page.getByRole('button', { name: 'Pay part' }).click();

  const upi = page.getByRole('link', { name: 'Pay with a UPI app' });
  await upi.waitFor();
  const href = (await upi.getAttribute('href')) ?? '';
  expect(href).toMatch(/^upi:\/\/pay\?/);
  expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('am')).toBe('1234.50');
  expect(href).toContain('cu=INR');

  const qr = page.getByRole('img', { name: 'QR code to pay with a UPI app' });
  await qr.waitFor();
  const box = await qr.locator('svg').boundingBox();
  expect(box!.width).toBeGreaterThan(150);
  expect(box!.width).toBeLessThanOrEqual(320);
  expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
  await page.getByText('₹1,234.50', { exact: true }).waitFor();
  await page.getByText('Demo Traders', { exact: true }).last().waitFor();
  // The sandbox's code cannot be paid by a UPI app, and the page does not claim otherwise.
  await page.getByText(/^Sandbox: this code shows what a UPI payment looks like, but no UPI app can pay it/).waitFor();
  expect(await page.getByText('This page updates once the payment arrives.').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Paid on the sandbox page (its Pay), as a gateway's webhook would report it: the page updates to the receipt.
  const payPage = (await page.getByRole('link', { name: 'Pay on the payment page instead' }).getAttribute('href')) ?? '';
  const payToken = new URL(payPage, link.url).pathname.split('/').pop()!;
  await portal.api(`/api/pay/${payToken}/confirm`, { method: 'POST', anonymous: true });
  await page.waitForURL(/[?&]paid=/, { timeout: 20_000 });
  await page.getByText(/^Payment received: ₹1,234\.50\. Reference: sbx_pay_[0-9a-f-]+\.$/).waitFor();
  await page.getByRole('region', { name: 'Balance due' }).getByText('₹3,086.59', { exact: true }).waitFor();

  expect(errors).toEqual([]);
  await close();
});

test('axe finds no serious or critical violation on the page with the UPI offer shown, in Hindi', async () => {
  const [customer] = await importCustomers(portal, [{ name: ownName('Meena Iyer'), phone: '98220 55555', amount: 2_500, daysOverdue: 4 }]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  // The page allows only its own script by hash: axe is added with the policy bypassed for the check.
  const context = await browser.get().newContext({ viewport: { width: 320, height: 640 }, isMobile: true, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${link.url}?lang=hi`);
  await page.getByRole('button', { name: 'पूरा भुगतान करें ₹2,500.00' }).click();
  await page.getByRole('link', { name: 'UPI ऐप से भुगतान करें' }).waitFor();
  await page.getByRole('img', { name: 'UPI ऐप से भुगतान के लिए QR कोड' }).waitFor();
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run();
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);
  await context.close();
});
