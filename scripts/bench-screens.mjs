// Screens in a second: how soon the Dashboard's figures and the Customers screen's first rows are painted on a cold
// load, and the first rows after a click in the sidebar, each interleaved with its static reference page on the
// same server (A B A B, medians): a page with the same four figures, a page with the same 20 rows, and a page
// whose button fetches the same rows and draws them. Used by bench-page.mjs (`--only screens`, `--scale N`).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, loadAverage, median, root } from './bench-portal.mjs';

export const BUDGET_SCREEN_COLD_MS = 1000;
export const BUDGET_SIDEBAR_MS = 300;
export const FIRST_ROWS_PATH = '/api/customers?page=1&pageSize=20';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The data directory `npm run bench -w api -- --scale N` seeded and kept (api/bench/run.ts names it by the
 * scale and a hash of the migrations), copied for this run; null when it has not been seeded yet.
 */
export function copySeededDataDir(scale) {
  const hash = createHash('sha256');
  const migrations = join(root, 'api', 'drizzle');
  for (const file of readdirSync(migrations).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(join(migrations, file)));
  const seeded = join(tmpdir(), `duesflow-bench-${scale}-m10-${hash.digest('hex').slice(0, 12)}`);
  if (!existsSync(join(seeded, 'SEEDED'))) return null;
  const dataDir = mkdtempSync(join(tmpdir(), `duesflow-bench-page-${scale}-`));
  cpSync(seeded, dataDir, { recursive: true, filter: (source) => !source.endsWith('SEEDED') && !source.includes('.s.PGSQL') });
  return dataDir;
}

/**
 * Runs in every measured page before its own scripts. `__benchWatch` records, on the page's own clock, the first
 * frame in which an element matching `selector` contains `text` while the URL's path is `path`, counted from
 * navigation start, or from the next click when `afterClick` (the click event's own time).
 */
function installWatcher() {
  window.__benchWatch = ({ text, selector, path, afterClick }) => {
    window.__benchShownAt = undefined;
    let from = afterClick ? undefined : 0;
    if (afterClick)
      document.addEventListener('click', (event) => (window.__benchFrom = from ??= event.timeStamp), { capture: true, once: true });
    const shown = () =>
      from !== undefined &&
      window.location.pathname === path &&
      [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame((frameTime) => {
        window.__benchShownAt = frameTime - from;
      });
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  };
}

/** The reference pages: the same figures and rows, static; and a button that fetches the rows and draws them. */
function writeReferencePages(metrics, rows) {
  const dir = join(root, 'shell', 'dist', '__bench__');
  mkdirSync(dir, { recursive: true });
  const page = (title, body) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
  const figures = [
    ['Total Collections', `₹${inr.format(metrics.totalCollections)}`],
    ['Active Workflows', metrics.activeWorkflows],
    ['Success Rate', `${(metrics.successRate / 100).toFixed(1)}%`],
    ['Pending Actions', metrics.pendingActions],
  ];
  writeFileSync(
    join(dir, 'figures.html'),
    page(
      'figures',
      `<main>${figures.map(([title, value]) => `<section><h3>${title}</h3><p>${escape(value)}</p></section>`).join('')}</main>`,
    ),
  );
  const row = (customer) =>
    `<tr><td>${escape(customer.name)}</td><td>${escape(customer.amountDue)}</td><td>${escape(customer.status)}</td></tr>`;
  writeFileSync(join(dir, 'rows.html'), page('rows', `<table><tbody>${rows.map(row).join('')}</tbody></table>`));
  writeFileSync(
    join(dir, 'click.html'),
    page(
      'click',
      `<button id="load">Customers</button><table><tbody id="rows"></tbody></table><script src="/__bench__/click.js"></script>`,
    ),
  );
  writeFileSync(
    join(dir, 'click.js'),
    `document.getElementById('load').addEventListener('click', async () => {
  const response = await fetch(${JSON.stringify(FIRST_ROWS_PATH)}, { credentials: 'include' });
  const { items } = await response.json();
  const body = document.getElementById('rows');
  for (const customer of items) {
    const tr = body.insertRow();
    for (const value of [customer.name, customer.amountDue, customer.status]) tr.insertCell().textContent = String(value);
  }
});\n`,
  );
  return () => rmSync(dir, { recursive: true, force: true });
}

async function signedInContext(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(installWatcher);
  const response = await context.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN, headers: { origin: baseUrl } });
  if (!response.ok()) throw new Error(`signing in answered ${response.status()}`);
  return context;
}

/**
 * When the screen's first read left (its resource timing, ms from navigation start, or from the click) and how
 * often it was fetched since.
 */
async function firstRead(page, path) {
  return page.evaluate((wanted) => {
    const from = window.__benchFrom ?? 0;
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= from && new URL(entry.name).pathname + new URL(entry.name).search === wanted);
    return { leftAt: entries.length ? Math.round(entries[0].startTime - from) : null, fetches: entries.length };
  }, path);
}

const shownAt = async (page) =>
  Math.round(await (await page.waitForFunction(() => window.__benchShownAt, undefined, { timeout: 60_000 })).jsonValue());

/** A cold load (fresh context, empty cache) of `url`: the page's own time to the first frame showing `watch`. */
async function coldLoad(browser, baseUrl, url, watch, readPath) {
  const context = await signedInContext(browser, baseUrl);
  await context.addInitScript((value) => window.__benchWatch(value), watch);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'commit' });
  const ms = await shownAt(page);
  const read = readPath ? await firstRead(page, readPath) : null;
  await context.close();
  return { ms, scripts: scripts.length, read };
}

/** From a click: the Dashboard opened and settled first (or the reference page), then its sidebar's Customers. */
async function fromClick(browser, baseUrl, url, watch, figure) {
  const context = await signedInContext(browser, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  if (figure) await page.getByText(figure).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate((value) => window.__benchWatch({ ...value, afterClick: true }), watch);
  const target = figure ? page.getByRole('navigation').getByRole('link', { name: 'Customers' }).first() : page.locator('#load');
  await target.click();
  const ms = await shownAt(page);
  const read = figure ? await firstRead(page, FIRST_ROWS_PATH) : null;
  await context.close();
  return { ms, read };
}

/** The three comparisons, A B A B, `runs` pairs each, medians, the load average beside each. */
export async function measureScreens(browser, baseUrl, cookie, runs, log) {
  const get = async (path) => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json();
  const metrics = await get('/api/dashboard/metrics');
  const rows = (await get(FIRST_ROWS_PATH)).items;
  if (rows.length === 0) throw new Error('the measured portal has no customers');
  const removeReferences = writeReferencePages(metrics, rows);
  const figure = `₹${inr.format(metrics.totalCollections)}`;
  const firstName = rows[0].name;
  const figuresWatch = { text: figure, selector: 'main', path: '/' };
  const rowsWatch = { text: firstName, selector: 'tbody', path: '/customers' };
  const comparisons = [
    {
      name: 'Dashboard figures, cold',
      page: () => coldLoad(browser, baseUrl, '/', figuresWatch, '/api/dashboard/metrics'),
      reference: () => coldLoad(browser, baseUrl, '/__bench__/figures.html', { ...figuresWatch, path: '/__bench__/figures.html' }),
      budget: BUDGET_SCREEN_COLD_MS,
    },
    {
      name: '/customers first rows, cold',
      page: () => coldLoad(browser, baseUrl, '/customers', rowsWatch, FIRST_ROWS_PATH),
      reference: () => coldLoad(browser, baseUrl, '/__bench__/rows.html', { ...rowsWatch, path: '/__bench__/rows.html' }),
      budget: BUDGET_SCREEN_COLD_MS,
    },
    {
      name: '/customers first rows from the sidebar',
      page: () => fromClick(browser, baseUrl, '/', rowsWatch, figure),
      reference: () => fromClick(browser, baseUrl, '/__bench__/click.html', { ...rowsWatch, path: '/__bench__/click.html' }),
      budget: BUDGET_SIDEBAR_MS,
    },
  ];
  const results = [];
  try {
    for (const comparison of comparisons) {
      // One warm-up of each, so the first pair does not pay for the server's own first requests.
      await comparison.reference();
      await comparison.page();
      const pages = [];
      const references = [];
      for (let run = 0; run < runs; run += 1) {
        references.push(await comparison.reference());
        pages.push(await comparison.page());
      }
      const result = {
        name: comparison.name,
        ms: median(pages.map((run) => run.ms)),
        runs: pages.map((run) => run.ms),
        referenceMs: median(references.map((run) => run.ms)),
        referenceRuns: references.map((run) => run.ms),
        readLeftAt: median(pages.map((run) => run.read?.leftAt ?? Infinity)),
        readFetches: pages.at(-1).read?.fetches ?? null,
        scripts: pages.at(-1).scripts ?? null,
        budget: comparison.budget,
        load: loadAverage(),
      };
      results.push(result);
      log(
        `  ${result.name.padEnd(40)} ${String(result.ms).padStart(5)} ms (${result.runs.join(', ')})  | reference ${result.referenceMs} ms (${result.referenceRuns.join(', ')}); ` +
          `first read left after ${result.readLeftAt} ms, fetched ${result.readFetches}×${result.scripts === null ? '' : `, ${result.scripts} scripts`}; ${result.load}`,
      );
    }
  } finally {
    removeReferences();
  }
  return results;
}
