/**
 * What a person checks on every screen, measured the same way by every browser test: axe's serious and
 * critical findings, a single `<h1>`, horizontal overflow, and figures cut off by their box.
 *
 *   await page.goto(portal.url('/customers'));
 *   await settled(page);
 *   expect(await axeFindings(page)).toEqual([]);
 *   expect(await layoutFindings(page)).toEqual([]);
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Every route a signed-in admin can open from the sidebar and the account menu. */
export const PORTAL_ROUTES: readonly string[] = [
  '/',
  '/worklist',
  '/payment-collection',
  '/customers',
  '/communications',
  '/inbox',
  '/sms-campaigns',
  '/voice-calls',
  '/payments',
  '/payment-gateways',
  '/analytics',
  '/advanced-analytics',
  '/providers',
  '/provider-management',
  '/business-data-config',
  '/tally',
  '/staff',
  '/audit-log',
];

const AXE = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/** Waits until the screen is in its main region and no spinner or skeleton is left (data arrived). */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0, undefined, { timeout });
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout });
}

/** axe's serious and critical findings: "rule-id: selector" for each node (empty when clean). */
export async function axeFindings(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the portal's Content-Security-Policy refuses inline scripts,
  // and a page under test keeps its real policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((axeSource ??= readFileSync(AXE, 'utf8')));
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

/**
 * What does not fit: the page scrolling sideways, a heading or an antd statistic / tag / button whose text
 * is cut (ellipsis or hidden overflow), and the number of `<h1>` when it is not one.
 */
export async function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) findings.push(`page scrolls sideways: ${root.scrollWidth} px in ${window.innerWidth} px`);
    const headings = document.querySelectorAll('h1').length;
    if (headings !== 1) findings.push(`${headings} <h1> on the page`);
    const figures = document.querySelectorAll(
      'h1, h2, h3, .ant-statistic-content, .ant-statistic-title, .ant-tag, .ant-btn, .ant-card-head-title, [data-figure]',
    );
    for (const element of figures) {
      const box = element as HTMLElement;
      if (!box.offsetParent || box.closest('[aria-hidden="true"], .ant-table-cell-ellipsis')) continue;
      // (No named functions in here: a page function is sent as text, without the bundler's helpers.)
      const name = `${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]} "${(box.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
      if (box.scrollWidth > box.clientWidth + 1) findings.push(`cut: ${name} (${box.scrollWidth} px in ${box.clientWidth} px)`);
      // A wide table scrolls inside its own box at 375 px: what is past the screen's edge there is reached by
      // scrolling the table, not the page.
      let scroller = box.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const right = box.getBoundingClientRect().right;
      if (!scroller && right > window.innerWidth + 1) findings.push(`off screen: ${name} (right edge at ${Math.round(right)} px)`);
    }
    return findings;
  });
}

/**
 * Records every layout shift not caused by the user's input: their sum, which is never below Chrome's CLS
 * (the worst window of shifts), so a bound on it is a bound on CLS.
 */
export async function startLayoutShiftRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cls: number };
    store.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) store.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);
}

/** Starts a new sum of layout shifts, e.g. before moving to the next route in the same page. */
export async function resetLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __cls: number }).__cls = 0;
  });
}

/**
 * Opens `path` in the page's own router, as the browser's Back does (a popstate, no user input): the page
 * is not reloaded, so what is measured is the screen's arrival, and a layout shift counts (one within
 * 0.5 s of a click would not).
 */
export async function openInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Waits until the page has been still for `quietMs` (nothing added, removed or re-worded in it, no layout
 * shift), at most `maxMs`: a screen whose last figures arrive late has them on screen before it is judged.
 * A screen that ticks (live figures every few seconds) is judged between two ticks.
 */
export async function quiet(page: Page, { quietMs = 500, maxMs = 4000 }: { quietMs?: number; maxMs?: number } = {}): Promise<void> {
  await page.evaluate(
    ({ quietMs: still, maxMs: most }) =>
      new Promise<void>((done) => {
        let timer = setTimeout(finish, still);
        const cap = setTimeout(finish, most);
        const mutations = new MutationObserver(restart);
        const shifts = new PerformanceObserver(restart);
        mutations.observe(document.body, { childList: true, subtree: true, characterData: true });
        shifts.observe({ type: 'layout-shift' });
        function restart() {
          clearTimeout(timer);
          timer = setTimeout(finish, still);
        }
        function finish() {
          clearTimeout(timer);
          clearTimeout(cap);
          mutations.disconnect();
          shifts.disconnect();
          done();
        }
      }),
    { quietMs, maxMs },
  );
}
