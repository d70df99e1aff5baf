#!/usr/bin/env node
// The customer's page on a slow phone: builds what is stale, starts the portal with demo data, makes a page
// link for the demo customer with the most open invoices, and opens it (English, and Hindi with its
// Devanagari font) in Chromium throttled like a slow 4G phone: 150 ms latency, 1.6 Mbps down, 750 kbps up,
// the CPU 4× slower, a 360×740 touch screen, a fresh browser context (empty cache) per load. It reports the
// gzip JavaScript the page loads before it is usable, all bytes transferred, and when its content is visible
// (First Contentful Paint, the balance painted, Largest Contentful Paint). Beside it, a reference: the same
// rendered page saved with its script removed, served with its fonts by a static server in this script,
// loaded under the same throttling. Reference and page alternate (A B A B, at least 5 rounds, medians);
// the load average is printed before and after. Prints whether the budgets are met: 100 KB gzip
// JavaScript, content visible within 2,000 ms.
//
//   node scripts/bench-customer-page.mjs [--rounds 5]
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { buildPortal } from './build.mjs';
import { launchChromium, loadAverage, median, signIn, startPortal } from './bench-portal.mjs';

const BUDGET_JS_GZIP_BYTES = 100 * 1024;
const BUDGET_VISIBLE_MS = 2000;
const args = process.argv.slice(2);
const rounds = Math.max(5, args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) || 5 : 5);

/**
 * The issue's slow 4G phone, as Chrome DevTools' network conditions take it: 150 ms added to each request,
 * 1.6 Mbps (200,000 bytes/s) down, 750 kbps (93,750 bytes/s) up.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750, connectionType: 'cellular4g' };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page link's token: `…/p?<token>` (a reminder's short link) or `…/api/customer-page/<token>`. */
function tokenOf(link) {
  const url = new URL(link);
  return url.pathname.startsWith('/api/customer-page/') ? url.pathname.split('/').pop() : url.search.slice(1);
}

/** The link as the customer opens it, in a language (`?lang=`, or `&lang=` after a short link's token). */
const inLanguage = (link, language) => `${link}${new URL(link).search ? '&' : '?'}lang=${language}`;

/**
 * The demo customer with the most open invoices (of the 12 owing most), and the page link made for them
 * (on the bench's own address).
 */
async function pageLinkForCustomerWithInvoices(baseUrl, cookie) {
  const staff = (path, method = 'GET') => fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
  const customers = await (await staff('/api/customers/airtable')).json();
  const owing = customers.filter((customer) => customer.amountDue > 0).sort((a, b) => b.amountDue - a.amountDue);
  let best;
  for (const customer of owing.slice(0, 12)) {
    const made = await staff(`/api/customers/${customer.id}/page-link`, 'POST');
    if (!made.ok) throw new Error(`POST /api/customers/${customer.id}/page-link answered ${made.status}`);
    const madeUrl = new URL((await made.json()).url);
    const link = `${baseUrl}${madeUrl.pathname}${madeUrl.search}`;
    const answer = await fetch(`${baseUrl}/api/customer-page/${encodeURIComponent(tokenOf(link))}/statement`);
    if (!answer.ok) throw new Error(`the statement of a new link answered ${answer.status}`);
    const statement = await answer.json();
    if (!best || statement.openInvoices.length > best.statement.openInvoices.length) best = { link, statement };
  }
  if (!best || best.statement.openInvoices.length === 0) throw new Error('the demo data has no customer with an open invoice');
  return best;
}

/**
 * The reference: each page as the portal rendered it, its script removed, and the Devanagari fonts it names,
 * served as files (HTML gzipped at level 9 when the browser accepts it, as the portal compresses its pages).
 */
async function startReferenceServer(baseUrl, pageUrls) {
  const files = new Map();
  const fontPaths = new Set();
  for (const [name, url] of Object.entries(pageUrls)) {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`${name} page answered ${answer.status}`);
    const html = await answer.text();
    const withoutScript = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    if (withoutScript === html) throw new Error(`the ${name} page has no inline script to remove`);
    files.set(`/${name}.html`, { type: 'text/html; charset=utf-8', body: Buffer.from(withoutScript), gzip: true });
    for (const [, path] of html.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)) fontPaths.add(path);
  }
  for (const path of fontPaths) {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    files.set(path, { type: 'font/woff2', body: Buffer.from(await response.arrayBuffer()), gzip: false });
  }
  for (const file of files.values()) if (file.gzip) file.gzipped = gzipSync(file.body, { level: 9 });
  const server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return response.writeHead(404).end();
    const gzip = file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': file.gzip ? 'no-store' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(gzip ? file.gzipped : file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Runs in the measured page before it loads: when the balance (`.balance`) arrives it is marked for the
 * Element Timing API, so the browser reports when it was painted; Largest Contentful Paint is kept as it
 * updates. Both on the page's clock (milliseconds since its navigation started).
 */
function observeContent() {
  window.__bench = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.identifier === 'balance') window.__bench.balance ??= entry.renderTime;
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    const balance = document.querySelector('.balance');
    if (!balance) return;
    balance.setAttribute('elementtiming', 'balance');
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** One load of `url` on the throttled phone, in a fresh browser context (empty cache). */
async function loadOnSlowPhone(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observeContent);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const types = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (/^https?:/.test(response.url)) types.set(requestId, type);
    });
    // Bytes on the wire (headers included) by kind: Document, Font, Script, …
    const transferred = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const type = types.get(requestId);
      if (type) transferred.set(type, (transferred.get(type) ?? 0) + encodedDataLength);
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const seen = await page
      .waitForFunction(() => window.__bench.balance !== undefined && window.__bench.lcp !== undefined && window.__bench, undefined, {
        timeout: 10_000,
      })
      .then((handle) => handle.jsonValue())
      .catch((error) => {
        throw new Error(`${url}: no paint of its balance (.balance) or no Largest Contentful Paint reported`, { cause: error });
      });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        usable: navigation.domContentLoadedEventEnd,
        fontsArrived: Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'css' && entry.name.endsWith('.woff2'))
            .map((entry) => entry.responseEnd),
        ),
        inlineScripts: [...document.scripts].filter((script) => !script.src).map((script) => script.textContent ?? ''),
      };
    });
    const inlineGzip = timing.inlineScripts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    return {
      jsGzip: inlineGzip + (transferred.get('Script') ?? 0),
      inlineScripts: timing.inlineScripts.length,
      transferred: [...transferred.values()].reduce((sum, bytes) => sum + bytes, 0),
      responses: types.size,
      documentTransferred: transferred.get('Document') ?? 0,
      fontTransferred: transferred.get('Font') ?? 0,
      fcpMs: Math.round(timing.fcp),
      balanceMs: Math.round(seen.balance),
      lcpMs: Math.round(seen.lcp),
      usableMs: Math.round(timing.usable),
      fontsArrivedMs: Math.round(timing.fontsArrived),
    };
  } finally {
    await context.close();
  }
}

/** Medians of the rounds' loads of one page. */
function summary(loads) {
  const at = (key) => median(loads.map((load) => load[key]));
  const visible = loads.map((load) => Math.max(load.balanceMs, load.lcpMs));
  return {
    jsGzip: at('jsGzip'),
    inlineScripts: at('inlineScripts'),
    transferred: at('transferred'),
    responses: at('responses'),
    documentTransferred: at('documentTransferred'),
    fontTransferred: at('fontTransferred'),
    fcpMs: at('fcpMs'),
    balanceMs: at('balanceMs'),
    lcpMs: at('lcpMs'),
    usableMs: at('usableMs'),
    fontsArrivedMs: at('fontsArrivedMs'),
    visibleMs: median(visible),
    visibleRounds: visible,
  };
}

function report(label, page, reference) {
  const line = (name, value, referenceValue) => console.log(`  ${name.padEnd(30)} ${value.padEnd(34)} | reference ${referenceValue}`);
  console.log(`${label}`);
  line(
    'JavaScript (gzip)',
    `${kb(page.jsGzip)} (${page.inlineScripts} inline script)`,
    `${kb(reference.jsGzip)} (${reference.inlineScripts} inline)`,
  );
  line(
    'transferred in total',
    `${kb(page.transferred)} in ${page.responses} responses`,
    `${kb(reference.transferred)} in ${reference.responses}`,
  );
  line('  of which the HTML', kb(page.documentTransferred), kb(reference.documentTransferred));
  line('  of which fonts', kb(page.fontTransferred), kb(reference.fontTransferred));
  line('First Contentful Paint', `${page.fcpMs} ms`, `${reference.fcpMs} ms`);
  line('balance painted', `${page.balanceMs} ms`, `${reference.balanceMs} ms`);
  line('Largest Contentful Paint', `${page.lcpMs} ms`, `${reference.lcpMs} ms`);
  line('usable (DOMContentLoaded)', `${page.usableMs} ms`, `${reference.usableMs} ms`);
  line('fonts arrived', `${page.fontsArrivedMs} ms`, `${reference.fontsArrivedMs} ms`);
  line('content visible, each round', `${page.visibleRounds.join(', ')} ms`, `${reference.visibleRounds.join(', ')} ms`);
}

async function main() {
  const started = Date.now();
  console.log(`[bench-customer-page] started ${new Date().toISOString()}, ${loadAverage()}`);
  buildPortal({ log: (line) => console.log(line) });
  const stops = [];
  // Once, whichever asks first (the end of the run, or a signal while Chromium is closed under it).
  let stopping;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
    })());
  // Interrupted (Ctrl-C, a timeout's SIGTERM): the portal, the reference server and Chromium still stop.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(130)));
  try {
    console.log('[bench-customer-page] starting the portal with demo data…');
    const portal = await startPortal();
    stops.push(portal.stop);
    const { link, statement } = await pageLinkForCustomerWithInvoices(portal.baseUrl, await signIn(portal.baseUrl));
    const reference = await startReferenceServer(portal.baseUrl, { en: inLanguage(link, 'en'), hi: inLanguage(link, 'hi') });
    stops.push(reference.stop);
    const browser = await launchChromium();
    stops.push(() => browser.close());
    const pages = {
      en: { page: inLanguage(link, 'en'), reference: `${reference.baseUrl}/en.html` },
      hi: { page: inLanguage(link, 'hi'), reference: `${reference.baseUrl}/hi.html` },
    };
    // One warm-up of each, so the first measured round does not pay for the servers' first requests.
    for (const urls of Object.values(pages)) {
      await loadOnSlowPhone(browser, urls.reference);
      await loadOnSlowPhone(browser, urls.page);
    }
    const startLoad = loadAverage();
    console.log(`[bench-customer-page] measuring, ${startLoad}`);
    // A B A B …: the reference, then the page, English then Hindi, round after round.
    const loads = { en: { page: [], reference: [] }, hi: { page: [], reference: [] } };
    for (let round = 0; round < rounds; round += 1) {
      for (const [language, urls] of Object.entries(pages)) {
        loads[language].reference.push(await loadOnSlowPhone(browser, urls.reference));
        loads[language].page.push(await loadOnSlowPhone(browser, urls.page));
      }
    }
    const endLoad = loadAverage();

    console.log('');
    console.log(
      `Customer page on a slow phone (${new URL(link).pathname === '/p' ? '/p?<token>' : '/api/customer-page/<token>'}): ` +
        `${statement.openInvoices.length} open invoices, ${statement.payments.length} payments; ` +
        `latency ${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbps down, ${(SLOW_4G.uploadThroughput * 8) / 1e3} kbps up, ` +
        `CPU ${CPU_SLOWDOWN}× slower, ${PHONE.viewport.width}×${PHONE.viewport.height} touch screen at ${PHONE.deviceScaleFactor}×; ` +
        `cold cache, medians of ${rounds} rounds interleaved with the reference (the same page saved without its script, static)`,
    );
    console.log(`  before: ${startLoad}`);
    console.log(`  after:  ${endLoad}`);
    let met = true;
    for (const [language, label] of [
      ['en', 'English'],
      ['hi', 'Hindi (with the Devanagari font)'],
    ]) {
      const page = summary(loads[language].page);
      const ref = summary(loads[language].reference);
      report(`${label}:`, page, ref);
      const jsMet = page.jsGzip <= BUDGET_JS_GZIP_BYTES;
      const visibleMet = page.visibleMs <= BUDGET_VISIBLE_MS;
      met &&= jsMet && visibleMet;
      console.log(`  JS before usable: ${kb(page.jsGzip)} gzip (budget ${kb(BUDGET_JS_GZIP_BYTES)}) — ${jsMet ? 'met' : 'NOT met'}`);
      console.log(
        `  content visible: ${page.visibleMs} ms (budget ${BUDGET_VISIBLE_MS} ms) — ${visibleMet ? 'met' : 'NOT met'}; reference ${ref.visibleMs} ms`,
      );
    }
    console.log(`[bench-customer-page] took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
