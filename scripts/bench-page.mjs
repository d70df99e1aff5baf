#!/usr/bin/env node
// First-page benchmark: builds what is stale, starts the portal (compiled API, demo data, temp DATA_DIR)
// on a free port, opens `/` in Chromium with a cold cache and reports the JavaScript it downloads
// (gzip bytes), everything transferred, and the time from navigation until the Dashboard's figures are
// visible — beside a reference page (one small HTML file and one small script served by the same server,
// navigated the same way) measured in the same run. Then, on the open Live Overview of Advanced
// Analytics, how long a paid link takes to move its Payments Received tile over /ws, beside the API's own
// answer for the same figure. Every comparison alternates reference and page (A B A B, at least 3 runs,
// medians) and prints the load average beside it. Prints PASS/FAIL against the budgets.
//
// Then the screens (bench-screens.mjs): the Dashboard's figures and /customers' first rows on a cold load, and the
// first rows after a click in the sidebar, each beside its static reference page. `--only screens` runs only
// those; `--scale N` runs them on a copy of the database `npm run bench -w api -- --scale N` seeded.
//
//   node scripts/bench-page.mjs [--runs 3] [--json] [--only screens] [--scale 100000]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPortal } from './build.mjs';
import { ADMIN, launchChromium, loadAverage, median, root, signIn, startPortal } from './bench-portal.mjs';
import { copySeededDataDir, measureScreens } from './bench-screens.mjs';

const BUDGET_JS_GZIP_BYTES = 350 * 1024;
const BUDGET_FIGURES_MS = 1500;
const BUDGET_LIVE_MS = 5000;
const args = process.argv.slice(2);
// At least 3 runs: a reference measured once flatters (docs/performance.md).
const runs = Math.max(3, args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) || 3 : 3);
const asJson = args.includes('--json');
const screensOnly = args.includes('--only') && args[args.indexOf('--only') + 1] === 'screens';
const scale = args.includes('--scale') ? Number(args[args.indexOf('--scale') + 1]) : null;
const log = asJson ? () => {} : (line) => console.log(line);

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page with one small script that writes the text the measurement waits for. */
function writeReferencePage() {
  const dir = join(root, 'shell', 'dist', '__bench__');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'reference.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>reference</title></head>' +
      '<body><div id="out"></div><script src="/__bench__/reference.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'reference.js'), "document.getElementById('out').textContent = 'Reference ready';\n");
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs in the measured page before its own scripts: the page's own clock (milliseconds since its navigation
 * started) at the first frame whose document contains `text`. A mutation observer sees the text arrive; the
 * next animation frame is the one that paints it.
 */
function recordFirstFrameWith(text) {
  const observer = new MutationObserver(() => {
    if (!document.body?.textContent?.includes(text)) return;
    observer.disconnect();
    requestAnimationFrame((frameTime) => {
      window.__benchVisibleAt = frameTime;
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * One cold-cache navigation: a fresh browser context has an empty HTTP cache. The time until the text is
 * visible is the page's own (navigation start to the first frame painting it); `wallMs` is the same
 * from this script's side, which adds the browser's round trips for the navigation and for each check of
 * the page (~100–300 ms on a busy machine).
 */
async function measure(browser, url, visibleText, { signedIn = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(recordFirstFrameWith, visibleText);
  // Signing in is an API call: it sets the session cookie and leaves the HTTP cache empty.
  if (signedIn) {
    const response = await context.request.post(new URL('/api/auth/login', url).href, {
      data: ADMIN,
      headers: { origin: new URL(url).origin },
    });
    if (!response.ok()) throw new Error(`signing in answered ${response.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      mimeType: response.mimeType,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'],
    });
  });
  let transferred = 0;
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transferred += encodedDataLength;
    const entry = requests.get(requestId);
    if (entry) finished.push({ requestId, ...entry, encodedDataLength });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByText(visibleText, { exact: false }).first().waitFor({ timeout: 60_000 });
  const wallMs = Date.now() - started;
  const inPage = await page
    .waitForFunction(() => window.__benchVisibleAt, undefined, { timeout: 10_000 })
    .then((handle) => handle.jsonValue());
  const visibleMs = Math.round(inPage);
  await page.waitForLoadState('networkidle').catch(() => {});

  let jsRaw = 0;
  let jsGzip = 0;
  let jsTransferred = 0;
  const scripts = [];
  for (const entry of finished) {
    if (entry.type !== 'Script' && !/javascript/.test(entry.mimeType ?? '')) continue;
    let body;
    try {
      const response = await cdp.send('Network.getResponseBody', { requestId: entry.requestId });
      body = response.base64Encoded ? Buffer.from(response.body, 'base64') : Buffer.from(response.body);
    } catch {
      continue;
    }
    const gzip = gzipSync(body, { level: 9 }).length;
    jsRaw += body.length;
    jsGzip += gzip;
    jsTransferred += entry.encodedDataLength;
    scripts.push({ url: entry.url.replace(/^https?:\/\/[^/]+/, ''), raw: body.length, gzip, encoding: entry.encoding ?? 'identity' });
  }
  const registryFetches = finished.filter((entry) => entry.url.endsWith('/registry.json')).length;
  await context.close();
  return { visibleMs, wallMs, transferred, jsRaw, jsGzip, jsTransferred, scripts, requests: finished.length, registryFetches };
}

/** A signed-in API call of the bench's admin. */
async function api(baseUrl, cookie, path, { method = 'GET', body, key } = {}) {
  const headers = { cookie, origin: baseUrl };
  if (method !== 'GET') headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * The open Live Overview (Advanced Analytics, period today) while a link is paid elsewhere: from the pay
 * call's answer until the Payments Received tile shows one more, with no reload. Beside it, interleaved
 * (reference, paid link, reference, paid link, …), the API's own answer for the same figure
 * (GET /api/analytics/advanced?period=today, median of 20 per round). Medians of the rounds.
 */
async function measureLiveOverview(browser, baseUrl, cookie) {
  const customers = (await api(baseUrl, cookie, '/api/customers/airtable')).body;
  const payable = customers.filter((c) => c.status === 'overdue' && c.amountDue >= 100);
  if (payable.length === 0) throw new Error('the demo data has no overdue customer to pay a link for');
  const paymentsReceived = async () => (await api(baseUrl, cookie, '/api/analytics/advanced?period=today')).body.today.paymentsReceived;

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const login = await context.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN, headers: { origin: baseUrl } });
  if (!login.ok()) throw new Error(`signing in answered ${login.status()}`);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/advanced-analytics`);
  const tile = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: /^Payments Received$/ }) })
    .locator('.ant-statistic-content')
    .first();
  const shows = async (value, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if ((await tile.textContent().catch(() => null))?.trim() === inr.format(value)) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };
  const before = await paymentsReceived();
  if (!(await shows(before, 60_000))) throw new Error(`the Live Overview never showed ${before} payments received`);

  const referenceRounds = [];
  const liveRounds = [];
  for (let round = 0; round < runs; round += 1) {
    const figureLatencies = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await api(baseUrl, cookie, '/api/analytics/advanced?period=today');
      figureLatencies.push(performance.now() - started);
    }
    referenceRounds.push(median(figureLatencies));

    const count = await paymentsReceived();
    if (!(await shows(count, 30_000))) throw new Error(`the Live Overview never showed ${count} payments received`);
    const customer = payable[round % payable.length];
    const started = await api(baseUrl, cookie, '/api/workflows/payment-link', {
      method: 'POST',
      body: { customerId: customer.id, amount: 100, description: `bench: Live Overview, round ${round + 1}` },
      key: `bench-live-${Date.now()}-${round}`,
    });
    if (started.status !== 202)
      throw new Error(`POST /api/workflows/payment-link answered ${started.status}: ${JSON.stringify(started.body)}`);
    const token = new URL(started.body.paymentLink).pathname.split('/').pop();
    // The link is placed on a gateway by its run; paying waits for that (409 until then).
    let paidAt;
    for (let attempt = 0; attempt < 600 && paidAt === undefined; attempt += 1) {
      const paid = await api(baseUrl, '', `/api/pay/${token}/confirm`, { method: 'POST' });
      if (paid.status === 200) paidAt = performance.now();
      else if (paid.status === 409) await new Promise((resolve) => setTimeout(resolve, 50));
      else throw new Error(`paying the link answered ${paid.status}: ${JSON.stringify(paid.body)}`);
    }
    if (paidAt === undefined) throw new Error('the link was never placed on a gateway');
    const moved = await shows(count + 1, 30_000);
    liveRounds.push(moved ? Math.round(performance.now() - paidAt) : null);
  }
  await context.close();
  // A round whose tile never moved counts as the slowest: the median is then null only if most never moved.
  const sortedLive = [...liveRounds].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return {
    liveMs: sortedLive[Math.floor(sortedLive.length / 2)],
    liveRounds,
    referenceMs: Math.round(median(referenceRounds) * 10) / 10,
    referenceRounds: referenceRounds.map((value) => Math.round(value * 10) / 10),
    load: loadAverage(),
  };
}

/** The screens alone (`--only screens`, or `--scale N`, where the first page's other figures would not differ). */
async function screensOnlyRun() {
  let dataDir;
  if (scale) {
    dataDir = copySeededDataDir(scale);
    if (!dataDir) throw new Error(`no seeded database of ${scale} customers: run \`npm run bench -w api -- --scale ${scale}\` first`);
  }
  log(`[bench-page] starting the portal with ${scale ? `${scale.toLocaleString('en-IN')} customers` : 'demo data'}…`);
  const portal = await startPortal({ dataDir });
  const browser = await launchChromium();
  try {
    const cookie = await signIn(portal.baseUrl);
    log(`Screens (cold cache, each beside its reference page, A B A B, median of ${runs} pairs; ${loadAverage()}):`);
    const screens = await measureScreens(browser, portal.baseUrl, cookie, runs, log);
    if (asJson) console.log(JSON.stringify({ runs, scale, screens }, null, 2));
    for (const screen of screens)
      log(`${screen.ms <= screen.budget ? 'PASS' : 'FAIL'} ${screen.name} ≤ ${screen.budget} ms: ${screen.ms} ms`);
    process.exitCode = screens.every((screen) => screen.ms <= screen.budget) ? 0 : 1;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

async function main() {
  log(`[bench-page] started ${new Date().toISOString()}, ${loadAverage()}`);
  buildPortal({ log });
  if (screensOnly || scale) return screensOnlyRun();
  log('[bench-page] starting the portal with demo data…');
  const portal = await startPortal();
  const removeReference = writeReferencePage();
  const browser = await launchChromium();
  try {
    const cookie = await signIn(portal.baseUrl);
    const metrics = await (await fetch(`${portal.baseUrl}/api/dashboard/metrics`, { headers: { cookie } })).json();
    const figure = `₹${inr.format(metrics.totalCollections)}`;
    // One warm-up of each, so the first measured run does not pay for the server's own first requests.
    await measure(browser, `${portal.baseUrl}/__bench__/reference.html`, 'Reference ready');
    await measure(browser, `${portal.baseUrl}/`, figure, { signedIn: true });
    const startLoad = loadAverage();
    // A B A B …: the reference page, then the Dashboard (and the sign-in page), run after run.
    const page = [];
    const reference = [];
    const loginPage = [];
    for (let run = 0; run < runs; run += 1) {
      reference.push(await measure(browser, `${portal.baseUrl}/__bench__/reference.html`, 'Reference ready'));
      page.push(await measure(browser, `${portal.baseUrl}/`, figure, { signedIn: true }));
      loginPage.push(await measure(browser, `${portal.baseUrl}/`, 'Sign in'));
    }
    const pageLoad = loadAverage();
    const live = await measureLiveOverview(browser, portal.baseUrl, cookie);
    log(`Screens (cold cache, each beside its reference page, A B A B, median of ${runs} pairs):`);
    const screens = await measureScreens(browser, portal.baseUrl, cookie, runs, log);
    const lastLogin = loginPage[loginPage.length - 1];
    const last = page[page.length - 1];
    const result = {
      runs,
      jsGzipBytes: last.jsGzip,
      jsRawBytes: last.jsRaw,
      jsTransferredBytes: last.jsTransferred,
      transferredBytes: last.transferred,
      requests: last.requests,
      registryFetches: last.registryFetches,
      figuresVisibleMs: median(page.map((r) => r.visibleMs)),
      referenceVisibleMs: median(reference.map((r) => r.visibleMs)),
      // The same, timed from this script's side (browser round trips included).
      figuresVisibleWallMs: median(page.map((r) => r.wallMs)),
      referenceVisibleWallMs: median(reference.map((r) => r.wallMs)),
      referenceTransferredBytes: reference[reference.length - 1].transferred,
      scripts: last.scripts,
      load: { start: startLoad, pages: pageLoad },
      loginPage: { jsGzipBytes: lastLogin.jsGzip, visibleMs: median(loginPage.map((r) => r.visibleMs)), requests: lastLogin.requests },
      liveOverview: live,
      screens,
    };
    const jsPass = result.jsGzipBytes <= BUDGET_JS_GZIP_BYTES;
    const timePass = result.figuresVisibleMs <= BUDGET_FIGURES_MS;
    const livePass = live.liveMs !== null && live.liveMs <= BUDGET_LIVE_MS;
    if (asJson) {
      console.log(JSON.stringify({ ...result, pass: jsPass && timePass && livePass }, null, 2));
    } else {
      log('');
      log(
        `Login page /, signed out (cold cache, median of ${runs} runs): ${kb(result.loginPage.jsGzipBytes)} gzip JavaScript, "Sign in" visible after ${result.loginPage.visibleMs} ms, ${result.loginPage.requests} responses`,
      );
      log(
        `First page /, signed in  (cold cache, median of ${runs} runs interleaved with the reference, A B A B: one HTML file + one small script, same server; ${pageLoad})`,
      );
      log(
        `  JavaScript              ${kb(result.jsGzipBytes)} gzip (${kb(result.jsRawBytes)} raw, ${kb(result.jsTransferredBytes)} on the wire) in ${last.scripts.length} files`,
      );
      log(
        `  transferred in total    ${kb(result.transferredBytes)} in ${result.requests} responses   | reference ${kb(result.referenceTransferredBytes)}`,
      );
      log(
        `  figures visible after   ${result.figuresVisibleMs} ms from navigation, in the page       | reference ${result.referenceVisibleMs} ms (×${(result.figuresVisibleMs / result.referenceVisibleMs).toFixed(1)})`,
      );
      log(
        `                          ${result.figuresVisibleWallMs} ms timed from outside the browser      | reference ${result.referenceVisibleWallMs} ms`,
      );
      log(`  /registry.json fetched  ${result.registryFetches}×`);
      log('  largest scripts:');
      for (const script of [...last.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
        log(`    ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.encoding.padEnd(8)} ${script.url}`);
      }
      log(
        `Live Overview (Advanced Analytics, open, period today): a link paid elsewhere moved Payments Received after ${live.liveMs === null ? 'more than 30,000' : live.liveMs} ms (median of ${runs} paid links: ${live.liveRounds.map((value) => value ?? '>30000').join(', ')} ms) | reference, interleaved: GET /api/analytics/advanced?period=today ${live.referenceMs} ms (median of ${runs} rounds' medians of 20); ${live.load}`,
      );
      log(`${jsPass ? 'PASS' : 'FAIL'} JS for / ≤ ${kb(BUDGET_JS_GZIP_BYTES)} gzip: ${kb(result.jsGzipBytes)}`);
      log(`${timePass ? 'PASS' : 'FAIL'} Dashboard figures visible ≤ ${BUDGET_FIGURES_MS} ms: ${result.figuresVisibleMs} ms`);
      log(
        `${livePass ? 'PASS' : 'FAIL'} a paid link moves the open Live Overview ≤ ${BUDGET_LIVE_MS} ms: ${live.liveMs === null ? 'not within 30 s' : `${live.liveMs} ms`}`,
      );
    }
    process.exitCode = jsPass && timePass && livePass ? 0 : 1;
  } finally {
    await browser.close();
    removeReference();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
