/**
 * A customer's own page embedded in an integrator's site (docs/embedding.md, "Embedding a customer's
 * page"), in Chromium against the built portal: `docs/customer-page-embed-example.html`, served from
 * another site than the portal, mounts the page with `duesflow.mountCustomerPage`; the frame is as tall
 * as the page (no scrollbar of its own) and follows it as it grows; the page's own navigations (a receipt)
 * stay in the frame, the gateway's page takes the whole tab. A page on an origin the portal does not
 * allow cannot frame it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { freePort, repoRoot } from '../support/server';
import { newPhonePage } from '../support/phone';

const EXAMPLE_PAGE = readFileSync(join(repoRoot, 'docs', 'customer-page-embed-example.html'));

/** An integrator's web server serving only the example page; `host` names its origin. */
async function startSite(host: 'localhost' | '127.0.0.1'): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === '/customer-page-embed-example.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(EXAMPLE_PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://${host}:${port}`, server };
}
const stopSite = (server?: Server) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

let site: { origin: string; server: Server };
let strangerSite: { origin: string; server: Server };
beforeAll(async () => {
  // Staff's links are on the portal's address, 127.0.0.1: the integrator's page is on another site,
  // the stranger's on the same site, another origin (framing goes by origin).
  site = await startSite('localhost');
  strangerSite = await startSite('127.0.0.1');
});
afterAll(async () => {
  await stopSite(site?.server);
  await stopSite(strangerSite?.server);
});
const portal = usePortal({ env: () => ({ EMBED_ALLOWED_ORIGINS: site.origin }) });
const browser = useBrowser();

const examplePage = (origin: string, link: string) => `${origin}/customer-page-embed-example.html?lang=en&link=${encodeURIComponent(link)}`;

const phonePage = () => newPhonePage(browser.get(), { width: 360 });

/** The frame's own page once the frame is exactly as tall as it (nothing to scroll inside); returns that height. */
async function fitsItsPage(frame: Frame, tallerThan = 0): Promise<number> {
  const handle = await frame.waitForFunction(
    (minimum) => {
      const content = document.body.getBoundingClientRect().height;
      const fits = innerHeight === Math.ceil(content) && document.documentElement.scrollHeight <= innerHeight;
      return fits && innerHeight > minimum ? innerHeight : 0;
    },
    tallerThan,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

test("an integrator's page on another site shows the customer's page at its full height; the gateway takes the whole tab", async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Farida Shaikh'), phone: '98200 13579', amount: 6_789.5, daysOverdue: 15 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });
  // As a reminder's link reads: /p?<token>.
  expect(new URL(link.url).hostname).toBe('127.0.0.1');
  const reminderLink = `${new URL(link.url).origin}/p?${new URL(link.url).pathname.split('/').pop()}`;

  const { page, errors, close } = await phonePage();
  await page.goto(examplePage(site.origin, reminderLink));
  const iframe = page.locator('#customer-page iframe');
  expect(await iframe.getAttribute('title')).toBe('Statement of account and ways to pay');
  expect(await iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
  const embedded = page.frameLocator('#customer-page iframe');
  await embedded.getByText(`Statement for ${customer.name}`).waitFor();
  await embedded.getByRole('region', { name: 'Balance due' }).getByText('₹6,789.50', { exact: true }).waitFor();

  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const height = await fitsItsPage(frame, 640);
  // The frame's height on the integrator's page is the page's: the integrator's page is what scrolls.
  expect((await iframe.boundingBox())!.height).toBe(height);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);

  // The page grows (the instalments unfold): the frame follows.
  await embedded.getByText('Pay in up to 3 instalments').click();
  const unfolded = await fitsItsPage(frame, height);

  // Paying: the page's own steps stay in the frame (the UPI offer, the receipt once the payment arrives).
  await embedded.locator('#pay').getByLabel('Amount (₹)').fill('1000');
  await embedded.getByRole('button', { name: 'Pay part' }).click();
  const gatewayLink = embedded.getByRole('link', { name: 'Pay on the payment page instead' });
  await gatewayLink.waitFor();
  await fitsItsPage(frame, unfolded);
  const payPage = (await gatewayLink.getAttribute('href')) ?? '';
  await portal.api(`/api/pay/${new URL(payPage, link.url).pathname.split('/').pop()}/confirm`, { method: 'POST', anonymous: true });
  await embedded.getByText(/^Payment received: ₹1,000\.00\. Reference: sbx_pay_[0-9a-f-]+\.$/).waitFor({ timeout: 20_000 });
  await embedded.getByRole('region', { name: 'Balance due' }).getByText('₹5,789.50', { exact: true }).waitFor();
  expect(new URL(page.url()).origin).toBe(site.origin);
  await fitsItsPage(frame);

  // The gateway's page is not framed: the customer's press takes the whole tab there.
  await embedded.locator('#pay').getByLabel('Amount (₹)').fill('500');
  await embedded.getByRole('button', { name: 'Pay part' }).click();
  await Promise.all([page.waitForURL(/\/api\/pay\//), gatewayLink.click()]);
  await page.getByRole('button', { name: 'Pay ₹500.00' }).click();
  await page.getByText(/^Paid on /).waitFor();

  expect(errors).toEqual([]);
  await close();
});

test('a page on an origin the portal does not allow cannot frame the customer’s page', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Imran Qureshi'), phone: '98200 24680', amount: 1_500, daysOverdue: 3 },
  ]);
  const link = await portal.api<{ url: string }>(`/api/customers/${customer.id}/page-link`, { method: 'POST' });

  const { page, close } = await phonePage();
  // The portal answers the page; Chromium refuses to show it in this frame.
  const answered = page.waitForResponse((response) => response.url().startsWith(link.url));
  const refused = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame !== page.mainFrame() && frame.url().startsWith('chrome-error:'),
  });
  await page.goto(examplePage(strangerSite.origin, link.url));
  expect((await answered).status()).toBe(200);
  const errorFrame = await refused;
  expect(await page.locator('#customer-page iframe').count()).toBe(1);
  expect(await errorFrame.locator('main').count()).toBe(0);
  expect(await page.frameLocator('#customer-page iframe').getByText(customer.name).count()).toBe(0);
  await close();
});
