import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { newPage, useBrowser } from '../support/browser';
import { importCustomers, ownName } from '../support/data';
import { usePortal } from '../support/portal';
import { freePort, repoRoot } from '../support/server';
import { waitForToast } from '../support/toasts';
import { shownOptions } from '../support/motion';

const EXAMPLE_PAGE = readFileSync(join(repoRoot, 'docs', 'embed-example.html'), 'utf8');
/** The same page with style sheets that restyle every button: what an embed meets on a real site. */
const HOSTILE_CSS = 'button { text-transform: uppercase; background: pink; }';
const HOSTILE_PAGE = EXAMPLE_PAGE.replace('</style>', `  ${HOSTILE_CSS}\n    </style>`);

/** An integrator's web server: another origin than the portal, serving only the example page. */
async function startIntegratorSite(): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path === '/embed-example.html' || path === '/hostile.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(path === '/hostile.html' ? HOSTILE_PAGE : EXAMPLE_PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

const stopSite = (server?: Server) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

let site: { origin: string; server: Server };
let strangerSite: { origin: string; server: Server };
beforeAll(async () => {
  site = await startIntegratorSite();
  strangerSite = await startIntegratorSite();
});
afterAll(async () => {
  await stopSite(site?.server);
  await stopSite(strangerSite?.server);
});
// Started after the sites above, allowing the first one to embed.
const portal = usePortal({ env: () => ({ EMBED_ALLOWED_ORIGINS: site.origin }) });
const browser = useBrowser();

/** The integrator's server side: signed in as the admin, it asks the portal for an embed token. */
async function embedToken(): Promise<string> {
  const { token } = await portal.api<{ token: string }>('/api/auth/embed-tokens', { json: { ttlSeconds: 120 } });
  return token;
}

const examplePage = (origin: string, token?: string, page = 'embed-example.html') =>
  `${origin}/${page}?portal=${encodeURIComponent(portal.baseUrl)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;

test('a plain page on another origin embeds the Customers screen with real data, actions and realtime', async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Mysuru Sandal Works'), phone: '98860 44556', amount: 27_300, daysOverdue: 9 },
  ]);
  // A browser with no portal session of its own: the token is all it has.
  const { page, context, errors } = await newPage(browser.get(), portal, { signedIn: false });
  const sockets: string[] = [];
  let sawWorkflowCompleted!: () => void;
  const workflowCompleted = new Promise<void>((resolve) => (sawWorkflowCompleted = resolve));
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"workflow_completed"')) sawWorkflowCompleted();
    });
  });

  await page.goto(examplePage(site.origin, await embedToken()));
  const embed = page.locator('#customers');
  const search = embed.getByPlaceholder('Search customers by name, email, or phone...');
  await search.waitFor();
  await page.getByText(`Connected to ${portal.baseUrl}`).waitFor();

  await search.fill(customer.phone!);
  await embed.getByText(customer.name, { exact: true }).first().waitFor();
  // A workflow-starting POST with credentials and an Idempotency-Key crosses origins (preflight).
  await embed.getByRole('button', { name: `WhatsApp ${customer.name}` }).click();
  await waitForToast(page, { title: 'WhatsApp message sent' });
  // The embed's own socket to the portal delivers the run's completion.
  await workflowCompleted;

  expect(new URL(page.url()).origin).toBe(site.origin);
  expect(sockets).toContain(`ws://127.0.0.1:${portal.port}/ws`);
  expect(errors).toEqual([]);
  await context.close();
});

test('a used token is refused with a readable failure, and nothing is mounted', async () => {
  const token = await embedToken();
  const first = await newPage(browser.get(), portal, { signedIn: false });
  await first.page.goto(examplePage(site.origin, token));
  await first.page.getByText(`Connected to ${portal.baseUrl}`).waitFor();
  await first.context.close();

  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(examplePage(site.origin, token));
  await page.getByText(/The Customers screen could not be loaded: duesflow: the embed token was refused \(401: /).waitFor();
  expect(await page.getByPlaceholder('Search customers by name, email, or phone...').count()).toBe(0);
  await context.close();
});

test('a page whose origin the portal does not allow gets a readable failure, not a screen', async () => {
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(examplePage(strangerSite.origin, await embedToken()));
  await page.getByText(/The Customers screen could not be loaded: .*(EMBED_ALLOWED_ORIGINS|refused)/).waitFor();
  expect(await page.getByPlaceholder('Search customers by name, email, or phone...').count()).toBe(0);
  await context.close();
});

test("isolation: 'shadow' keeps the page's CSS out: the buttons keep the portal's look and font, and a filter's dropdown and the toasts open and work inside the shadow root", async () => {
  const [customer] = await importCustomers(portal, [
    { name: ownName('Hubballi Cotton Traders'), phone: '98450 11223', amount: 18_400, daysOverdue: 12 },
  ]);
  const { page, context, errors } = await newPage(browser.get(), portal, { signedIn: false });
  await page.goto(`${examplePage(site.origin, await embedToken(), 'hostile.html')}&isolation=shadow`);
  const embed = page.locator('#customers');
  const search = embed.getByPlaceholder('Search customers by name, email, or phone...');
  await search.waitFor();

  // The page's CSS is in force: a button of the page's own is pink and upper-case.
  const pageButton = await page.evaluate(() => {
    const button = document.body.appendChild(document.createElement('button'));
    const style = getComputedStyle(button);
    return { textTransform: style.textTransform, background: style.backgroundColor };
  });
  expect(pageButton).toEqual({ textTransform: 'uppercase', background: 'rgb(255, 192, 203)' });

  await search.fill(customer.phone!);
  const whatsapp = embed.getByRole('button', { name: `WhatsApp ${customer.name}` });
  await whatsapp.waitFor();
  const look = await whatsapp.evaluate((button) => {
    const style = getComputedStyle(button);
    return {
      inShadowRoot: button.getRootNode() instanceof ShadowRoot,
      textTransform: style.textTransform,
      background: style.backgroundColor,
      fontFamily: style.fontFamily,
    };
  });
  expect(look).toMatchObject({ inShadowRoot: true, textTransform: 'none' });
  expect(look.background).not.toBe('rgb(255, 192, 203)');
  // The portal's type, the Devanagari face included (declared in the page, usable inside the shadow tree).
  expect(look.fontFamily).toContain('Noto Sans Devanagari');
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Devanagari')))).toBe(true);

  // A filter's dropdown opens inside the shadow root, and choosing in it filters the list.
  await embed.getByRole('combobox', { name: 'Status' }).click();
  // (The visible item, by its title: rc-select's role="option" nodes are a hidden list for screen readers.)
  await (await shownOptions(embed)).getByTitle('overdue', { exact: true }).click();
  expect(
    await page.evaluate(() => ({
      inPage: document.querySelectorAll('.ant-select-dropdown').length,
      inShadowRoot: document.querySelector('#customers')!.shadowRoot!.querySelectorAll('.ant-select-dropdown').length,
    })),
  ).toEqual({ inPage: 0, inShadowRoot: 1 });
  await embed.getByText(customer.name, { exact: true }).first().waitFor();

  // An action's toast shows inside the shadow root too.
  await whatsapp.click();
  await embed.getByText('WhatsApp message sent').waitFor();
  expect(await page.evaluate(() => document.querySelectorAll('.ant-notification').length)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
