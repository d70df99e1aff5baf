/**
 * Immutable deploys: a tab opened before a remote's redeploy keeps working after it. The remote is served
 * from its own origin (as from a CDN, with CORS headers) through REMOTE_COLLECTIONS_URL; the redeploy
 * builds it again with a source change into the directory being served, while the tab is open. The shell
 * is not rebuilt.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { freePort, repoRoot } from '../support/server';
import { signIn } from '../support/auth';

type Record = { builds: { at: string; files: string[] }[] };

const TYPES: { [ext: string]: string } = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/** A plain static origin for one remote's files, with the CORS headers a remote on another origin needs. */
function serveDirectory(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = resolve(dir, `.${decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)}`);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    if (!path.startsWith(dir + sep) || !existsSync(path)) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

const builds = (dir: string) => (JSON.parse(readFileSync(join(dir, '.deploys.json'), 'utf8')) as Record).builds;
const customersChunk = (files: string[]) => files.find((file) => /^__federation_expose_Customers\.[0-9a-f]{8}\.js$/.test(file));

let remoteOrigin: Server | undefined;
let deployDir: string;
let remoteOriginUrl: string;

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'duesflow-deployed-collections-'));
  // What is deployed today: the build the portal would serve.
  cpSync(join(repoRoot, 'remotes', 'collections', 'dist'), deployDir, { recursive: true });
  const originPort = await freePort();
  remoteOrigin = await serveDirectory(deployDir, originPort);
  remoteOriginUrl = `http://127.0.0.1:${originPort}/`;
}, 180_000);

afterAll(async () => {
  await new Promise((done) => (remoteOrigin ? remoteOrigin.close(done) : done(undefined)));
  rmSync(deployDir, { recursive: true, force: true });
});
const portal = usePortal({ env: () => ({ REMOTE_COLLECTIONS_URL: `${remoteOriginUrl}mf-manifest.json` }) });
const browser = useBrowser();

test('a tab opened before a remote is redeployed navigates to another of its screens after the redeploy', async () => {
  const context = await browser.get().newContext({ viewport: { width: 1400, height: 900 } });
  await signIn(context, portal.baseUrl);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    // Remotes not deployed in this checkout (their routes.json 404s) are not what this test is about.
    if (response.status() >= 400 && response.url().startsWith(remoteOriginUrl)) failed.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('__federation_expose_Customers')) scripts.push(response.url().split('/').pop()!);
  });

  await page.goto(portal.url('/'));
  await page.getByText('Total Collections', { exact: true }).waitFor();
  const before = customersChunk(builds(deployDir).at(-1)!.files);
  expect(before).toBeDefined();

  // The redeploy, while the tab is open: a changed source built into the served directory.
  const stamp = `redeploy-${Date.now()}`;
  const build = spawnSync('npx', ['rspack', 'build', '-c', join(repoRoot, 'e2e', 'support', 'redeploy.rspack.config.ts')], {
    cwd: join(repoRoot, 'remotes', 'collections'),
    env: { ...process.env, REDEPLOY_REMOTE: 'collections', REDEPLOY_OUTPUT: deployDir, REDEPLOY_STAMP: stamp },
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  const after = customersChunk(builds(deployDir).at(-1)!.files);
  // The Customers screen changed, so its chunk has a new name: the old tab still knows only the old one.
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  expect(existsSync(join(deployDir, before!))).toBe(true);

  // Client-side navigation in the old tab: its remoteEntry.js (the previous build) asks for the old chunk.
  await page.getByRole('link', { name: 'Customers' }).first().click();
  await page.getByPlaceholder('Search customers by name, email, or phone...').waitFor();
  expect(scripts).toEqual([before]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);

  // A new load picks up the redeployed build.
  await page.reload();
  const shown = await page
    .getByPlaceholder('Search customers by name, email, or phone...')
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  // On failure, say why (a page error or a failed request) rather than only that it did not show.
  expect({ shown, failed, errors }).toEqual({ shown: true, failed: [], errors: [] });
  expect(scripts.at(-1)).toBe(after);
  expect(await page.evaluate(() => (globalThis as { __duesflowRedeploys?: string[] }).__duesflowRedeploys ?? [])).toContain(stamp);
  await context.close();
});
