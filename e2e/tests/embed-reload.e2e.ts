import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { startHttpsProxy, startHttpsSite, throwAwayCertificate, type Certificate, type HttpsSite } from '../support/https';
import { usePortal } from '../support/portal';
import { freePort, repoRoot } from '../support/server';

/**
 * An integrator's page that embeds a screen keeps working when reloaded, on the portal's own site and on
 * another site over https. The integrator's server renders a fresh embed token into every page it serves,
 * as a real one does (docs/embedding.md), so each load mounts again.
 */

const EXAMPLE_PAGE = readFileSync(join(repoRoot, 'docs', 'embed-example.html'), 'utf8');
const SEARCH = 'Search customers by name, email, or phone...';

let certificate: Certificate;
let sameSite: { origin: string; server: Server };
let otherSite: HttpsSite;
let portalTls: HttpsSite | undefined;

/** The integrator's page with a token its server just asked the portal for. */
async function servePage(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.split('?')[0] !== '/embed-example.html') return void response.writeHead(404).end();
  const { token } = await portal.api<{ token: string }>('/api/auth/embed-tokens', { json: { ttlSeconds: 120 } });
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(EXAMPLE_PAGE.replace('</head>', `<meta name="duesflow-embed-token" content="${token}" /></head>`));
}
const handle = (request: IncomingMessage, response: ServerResponse) =>
  void servePage(request, response).catch(() => response.writeHead(500).end());

beforeAll(async () => {
  certificate = await throwAwayCertificate();
  const port = await freePort();
  // 127.0.0.1 on another port: another origin, the portal's own site (ports do not count).
  sameSite = { origin: `http://127.0.0.1:${port}`, server: createServer(handle) };
  await new Promise<void>((resolve) => sameSite.server.listen(port, '127.0.0.1', resolve));
  // localhost: another site than 127.0.0.1, over https.
  otherSite = await startHttpsSite(certificate, 'localhost', handle);
});
afterAll(async () => {
  await portalTls?.stop();
  await otherSite?.stop();
  await new Promise<void>((resolve) => (sameSite?.server ? sameSite.server.close(() => resolve()) : resolve()));
});

// Behind the https proxy below for the other site's test, so X-Forwarded-Proto is believed.
const portal = usePortal({ env: () => ({ EMBED_ALLOWED_ORIGINS: `${sameSite.origin},${otherSite.origin}`, TRUST_PROXY: 'true' }) });
const browser = useBrowser();

/**
 * Opens the page, waits for the screen and its data; returns, for each request of embed.js, whether the
 * browser revalidated a cached copy (If-None-Match: the portal answered 304, which must keep its type).
 */
async function loadsTheScreen(page: Page, load: () => Promise<unknown>, portalUrl: string): Promise<boolean[]> {
  const loaderRequests: Promise<boolean>[] = [];
  const onResponse = (response: Response) => {
    if (response.url() !== `${portalUrl}/embed.js`) return;
    loaderRequests.push(
      response
        .request()
        .allHeaders()
        .then((headers) => 'if-none-match' in headers),
    );
  };
  page.on('response', onResponse);
  await load();
  await page.getByText(`Connected to ${portalUrl}`).waitFor();
  const embed = page.locator('#customers');
  await embed.getByPlaceholder(SEARCH).waitFor();
  // The screen's own API calls carry the session: its rows arrive.
  await embed.locator('.ant-table-row').first().waitFor();
  page.off('response', onResponse);
  return Promise.all(loaderRequests);
}

test('on the portal’s own site: the page works again after a reload (embed.js revalidated as a script)', async () => {
  const context = await browser.get().newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const url = `${sameSite.origin}/embed-example.html?portal=${encodeURIComponent(portal.baseUrl)}`;
  await loadsTheScreen(page, () => page.goto(url), portal.baseUrl);
  const revalidated = await loadsTheScreen(page, () => page.reload(), portal.baseUrl);
  await loadsTheScreen(page, () => page.reload(), portal.baseUrl);
  expect(revalidated).toEqual([true]);
  expect(await page.getByText(/no loader at|Your session has ended/).count()).toBe(0);
  await context.close();
});

test('on another site over https: the embed gets its session (SameSite=None; Secure), and again after a reload', async () => {
  portalTls = await startHttpsProxy(certificate, portal.port);
  const context = await browser.get().newContext({ viewport: { width: 1400, height: 900 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const url = `${otherSite.origin}/embed-example.html?portal=${encodeURIComponent(portalTls.origin)}`;
  let socketOpened!: () => void;
  const socket = new Promise<void>((resolve) => (socketOpened = resolve));
  page.on('websocket', (ws) => {
    if (ws.url() === `${portalTls!.origin.replace('https:', 'wss:')}/ws`) socketOpened();
  });
  await loadsTheScreen(page, () => page.goto(url), portalTls.origin);
  await socket;
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'duesflow_session')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });

  await loadsTheScreen(page, () => page.reload(), portalTls.origin);
  expect(await page.getByText(/no loader at|Your session has ended/).count()).toBe(0);
  await context.close();
});
