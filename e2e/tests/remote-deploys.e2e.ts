/**
 * A remote's own redeploy, in Chromium against the real federation runtime, the shell untouched:
 *   - a screen that throws while rendering shows the error panel, and once the fixed build is
 *     deployed Retry shows the screen with its data;
 *   - a route the remote adds to its routes.json appears in the sidebar, in its order and with its
 *     icon, and opens its screen.
 * The collections remote is served by a stand-in CDN (REMOTE_COLLECTIONS_URL) that serves either the
 * portal's build (remotes/collections/dist) or the "next" build made once here from the remote's own
 * config with a new route and a Dashboard that throws (support/collections-next.rspack.config.ts).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { NEXT_ROUTE, RENDER_ERROR } from '../support/collections-next/next';
import { FaultServer, remoteDist } from '../support/fault-server';
import { usePortal } from '../support/portal';
import { repoRoot } from '../support/server';
import { SPEC_SIDEBAR as SIDEBAR } from '../support/spec';

const PANEL_WITHIN_MS = 15_000;

/** Every file of a directory with its size, modification time and content hash. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const { size, mtimeMs } = statSync(path);
      hash.update(`${relative(dir, path)}\0${size}\0${mtimeMs}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The collections remote's next build, from its own production config, into `output`. */
function buildNext(output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build', '-c', join(repoRoot, 'e2e', 'support', 'collections-next.rspack.config.ts')], {
      cwd: join(repoRoot, 'remotes', 'collections'),
      env: { ...process.env, NEXT_OUTPUT: output },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the next collections build exited with ${code}`))));
  });
}

const shellDist = join(repoRoot, 'shell', 'dist');

let fault: FaultServer;
let currentBuild: string;
let nextBuild: string;
let shellBefore: string;
let built: Promise<void>;

beforeAll(async () => {
  shellBefore = fingerprint(shellDist);
  // What is deployed today: the portal's build, copied so that a rebuild of it meanwhile changes nothing here.
  currentBuild = mkdtempSync(join(tmpdir(), 'duesflow-collections-current-'));
  cpSync(remoteDist(repoRoot, 'collections'), currentBuild, { recursive: true, filter: (path) => !/\.(map|br|gz)$/.test(path) });
  nextBuild = mkdtempSync(join(tmpdir(), 'duesflow-collections-next-'));
  fault = await FaultServer.start(currentBuild);
  // Built while the portal starts; awaited below.
  built = buildNext(nextBuild);
  built.catch(() => undefined);
});
afterAll(async () => {
  await fault?.stop();
  for (const dir of [currentBuild, nextBuild]) if (dir) rmSync(dir, { recursive: true, force: true });
});
const portal = usePortal({ env: () => ({ REMOTE_COLLECTIONS_URL: `${fault.origin}/mf-manifest.json` }) });
const browser = useBrowser();
beforeAll(() => built, 180_000);

afterEach(() => {
  // The shell was never rebuilt: everything came from the remote's own deploys.
  expect(fingerprint(shellDist)).toBe(shellBefore);
});

const sidebarLabels = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allInnerTexts()).map((text) => text.trim());

test('a screen that throws while rendering shows the panel; after the fixed deploy Retry shows it with its data', async () => {
  fault.deploy(nextBuild);
  const { page, context, errors } = await newPage(browser.get(), portal);
  const renderError = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(RENDER_ERROR));
  try {
    await page.goto(portal.url('/'));
    const panel = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
    await panel.waitFor({ timeout: PANEL_WITHIN_MS });
    // The screen arrived and then failed: said in plain words, the detail only in the console.
    await panel.getByText('The Dashboard screen stopped because of an error. Press Retry to load it again.').waitFor();
    await renderError;
    // The rest of the portal keeps working meanwhile.
    expect(await sidebarLabels(page)).toEqual(expect.arrayContaining(SIDEBAR));
    await page.getByTestId('connection-status').getByText('Connected').waitFor();

    // The fixed build is deployed where the registry points; Retry picks it up.
    fault.deploy(currentBuild);
    const metrics = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/metrics') && response.ok());
    await page.getByRole('button', { name: 'Retry' }).click();
    await metrics;
    await page.getByText('Total Collections', { exact: true }).waitFor();
    await page
      .getByText(/^₹[\d,]+/)
      .first()
      .waitFor();
    expect(await page.getByLabel('Loading metric').count()).toBe(0);
    expect(await panel.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  } finally {
    fault.deploy(currentBuild);
    await context.close();
  }
});

test("a route added by the remote's own redeploy appears in the sidebar in its order and opens its screen", async () => {
  fault.deploy(currentBuild);
  const { page, context, errors } = await newPage(browser.get(), portal);
  try {
    // The paths of the collections routes.json the page reads next.
    const published = () =>
      page
        .waitForResponse((response) => response.url().startsWith(`${fault.origin}/routes.json`) && response.ok())
        .then(async (response) => ((await response.json()) as { routes: { path: string }[] }).routes.map((route) => route.path));

    let routes = published();
    await page.goto(portal.url('/customers'));
    expect(await routes).not.toContain(NEXT_ROUTE.path);
    await page.getByRole('heading', { name: 'Customer Management', level: 2 }).waitFor();
    expect(await sidebarLabels(page)).toEqual(SIDEBAR);
    // Another remote's screen, so that the new route's screen is mounted (and fetches) afresh below.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Providers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/providers');

    // The remote's redeploy alone; the next load reads its routes.json.
    fault.deploy(nextBuild);
    routes = published();
    await page.reload();
    expect(await routes).toContain(NEXT_ROUTE.path);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const link = nav.getByRole('link', { name: NEXT_ROUTE.label });
    await link.waitFor();
    // In its order: after Customers (30), before Communications (40).
    const withNext = [...SIDEBAR];
    withNext.splice(SIDEBAR.indexOf('Customers') + 1, 0, NEXT_ROUTE.label);
    expect(await sidebarLabels(page)).toEqual(withNext);
    // Its icon, named in routes.json, is drawn from the SVG published with it.
    await nav
      .getByRole('menuitem', { name: NEXT_ROUTE.label })
      .getByRole('img', { name: NEXT_ROUTE.icon })
      .locator('svg path')
      .first()
      .waitFor();

    const customers = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/customers') && response.ok());
    await link.click();
    await page.waitForURL((url) => url.pathname === NEXT_ROUTE.path);
    await page.getByRole('heading', { name: NEXT_ROUTE.title, exact: true }).waitFor();
    await customers;
    await page
      .getByRole('button', { name: /^Payment link for / })
      .first()
      .waitFor();
    expect(await page.title()).toBe(`${NEXT_ROUTE.title} · duesflow`);
    expect(errors).toEqual([]);
  } finally {
    fault.deploy(currentBuild);
    await context.close();
  }
});
