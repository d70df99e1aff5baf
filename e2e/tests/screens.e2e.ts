/**
 * What a person checks on every screen, over the login page and every route signed in, in one page of one
 * browser (docs/accessibility.md): axe finds nothing serious or critical at 1440×900, the page has one
 * <h1>, nothing scrolls sideways or is cut at 1024×768 and 375×740, the screen's arrival moves nothing
 * (layout shift ≤ 0.1), the skip link reaches <main> and F8 reaches the toasts without scrolling. The
 * routes are walked once; each check then lists what it found on every route, so one run shows all.
 */
import type { CDPSession, Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import {
  PORTAL_ROUTES,
  axeFindings,
  layoutFindings,
  layoutShift,
  openInPage,
  quiet,
  resetLayoutShift,
  settled,
  startLayoutShiftRecorder,
} from '../support/screen-checks';

const portal = usePortal();
const browser = useBrowser();

const WIDE = { width: 1440, height: 900 };
const NARROW_SIZES = [
  { width: 1024, height: 768 },
  { width: 375, height: 740 },
] as const;
/** Lighthouse's "good" cumulative layout shift. */
const MAX_LAYOUT_SHIFT = 0.1;
const SKIP_LINK = 'Skip to main content';
const NOTIFICATIONS = 'Notifications (F8)';
const FONT_REQUEST = /\/fonts\/devanagari-\d+\.woff2$/;
const HINDI = 'नमस्ते, आपका भुगतान बाकी है';

type Check = 'axe' | 'headings' | 'layout' | 'layoutShift' | 'keyboard';
/** Per check, per page ("/customers", "login"), what is wrong. */
const found: Record<Check, Record<string, string[]>> = { axe: {}, headings: {}, layout: {}, layoutShift: {}, keyboard: {} };

function note(check: Check, where: string, findings: string[]) {
  if (findings.length > 0) found[check][where] = [...(found[check][where] ?? []), ...findings];
}

/** Runs one check of one page; a check that throws is a finding of that check, and the walk goes on. */
async function checking(check: Check, where: string, run: () => Promise<string[]>) {
  try {
    note(check, where, await run());
  } catch (error) {
    note(check, where, [`the check failed: ${String(error).split('\n')[0]}`]);
  }
}

async function h1Count(page: Page): Promise<number> {
  return page.locator('h1').count();
}

/** Sideways scroll and cut figures at each narrow size; the <h1> count is its own check. */
async function narrowLayouts(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const size of NARROW_SIZES) {
    await page.setViewportSize(size);
    await quiet(page, { quietMs: 300, maxMs: 2000 });
    for (const finding of await layoutFindings(page)) {
      if (!finding.endsWith('<h1> on the page')) findings.push(`${size.width} px: ${finding}`);
    }
  }
  return findings;
}

/** Tab from the top of the page: the skip link comes first, shows, and Enter puts focus in <main>. */
async function skipLinkFindings(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    // Sequential navigation starts again from the top of the document.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      text: element?.textContent?.trim() ?? '',
      onScreen: Boolean(box && box.top >= 0 && box.left >= 0 && box.width > 0 && box.bottom <= innerHeight),
    };
  });
  if (first.text !== SKIP_LINK) return [`the first Tab reaches "${first.text.slice(0, 40)}", not "${SKIP_LINK}"`];
  const findings = first.onScreen ? [] : ['the focused skip link is not on screen'];
  await page.keyboard.press('Enter');
  const focused = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
  if (focused !== 'main') findings.push(`Enter on the skip link focuses <${focused}>, not <main>`);
  return findings;
}

/** F8 from the top of the page focuses the notification region and leaves the page where it was. */
async function f8Findings(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('F8');
  const after = await page.evaluate(() => ({ y: Math.round(window.scrollY), label: document.activeElement?.getAttribute('aria-label') }));
  const findings: string[] = [];
  if (after.label !== NOTIFICATIONS) findings.push(`F8 focuses "${after.label}", not the notification region`);
  if (after.y !== 0) findings.push(`F8 scrolls the page by ${after.y} px`);
  return findings;
}

/** The fonts Chromium really drew `selector`'s text with (family and how many glyphs each). */
async function fontsUsed(cdp: CDPSession, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

beforeAll(async () => {
  const started = Date.now();
  const { page, context } = await newPage(browser.get(), portal);
  await page.setViewportSize(WIDE);
  await startLayoutShiftRecorder(page);
  try {
    for (const [index, route] of PORTAL_ROUTES.entries()) {
      // The first route is a full page load; every later one is opened in the same page, as Back would.
      if (index === 0) await page.goto(portal.url(route));
      else {
        await resetLayoutShift(page);
        await openInPage(page, route);
      }
      try {
        await settled(page);
      } catch {
        note('layoutShift', route, ['the screen did not settle in 20 s (a spinner or skeleton stayed)']);
      }
      await quiet(page);
      await checking('layoutShift', route, async () => {
        const shift = await layoutShift(page);
        return shift > MAX_LAYOUT_SHIFT ? [`layout shift ${shift.toFixed(3)} > ${MAX_LAYOUT_SHIFT}`] : [];
      });
      await checking('axe', route, () => axeFindings(page));
      await checking('headings', route, async () => {
        const headings = await h1Count(page);
        return headings === 1 ? [] : [`${headings} <h1> on the page`];
      });
      await checking('keyboard', route, async () => [...(await f8Findings(page)), ...(await skipLinkFindings(page))]);
      await checking('layout', route, () => narrowLayouts(page));
      await page.setViewportSize(WIDE);
    }
  } finally {
    await context.close();
    console.info(`screens: ${PORTAL_ROUTES.length} routes checked in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}, 150_000);

test('the login page: axe clean, one <h1>, holds at 1024 and 375 px; Devanagari drawn with the web font, fetched only once shown', async () => {
  const { page, context } = await newPage(browser.get(), portal, { signedIn: false });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (FONT_REQUEST.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  });
  await page.setViewportSize(WIDE);
  await page.goto(portal.url('/'));
  await page.getByRole('heading', { name: 'Sign in to duesflow', level: 1 }).waitFor();
  await quiet(page);
  await checking('axe', 'login', () => axeFindings(page));
  const headings = await h1Count(page);
  if (headings !== 1) note('headings', 'login', [`${headings} <h1> on the page`]);
  await checking('layout', 'login', () => narrowLayouts(page));
  await page.setViewportSize(WIDE);

  // No Devanagari on the page yet: the font is declared but not fetched (the ₹ sign would not fetch it either).
  const check = () => page.evaluate((text) => document.fonts.check('16px "Noto Sans Devanagari"', text), HINDI);
  expect(fontRequests).toEqual([]);
  expect(await check()).toBe(false);

  await page.evaluate((text) => {
    const line = document.createElement('p');
    line.id = 'hindi-line';
    line.lang = 'hi';
    line.textContent = `${text} ₹1,200`;
    document.querySelector('main')!.append(line);
  }, HINDI);
  await page.waitForFunction((text) => document.fonts.check('16px "Noto Sans Devanagari"', text), HINDI);
  expect(fontRequests).toHaveLength(1);
  // What Chromium drew the line with: the Devanagari letters from the web font (no system font here has them).
  const fonts = await fontsUsed(await context.newCDPSession(page), '#hindi-line');
  expect(fonts).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }));
  const devanagariGlyphs = fonts
    .filter((font) => font.familyName === 'Noto Sans Devanagari')
    .reduce((sum, font) => sum + font.glyphCount, 0);
  expect(devanagariGlyphs).toBeGreaterThanOrEqual([...HINDI.replace(/[ ,]/g, '')].length / 2);
  await context.close();
});

test('axe finds nothing serious or critical on any page (1440×900)', () => {
  expect(found.axe).toEqual({});
});

test('every page has exactly one <h1>', () => {
  expect(found.headings).toEqual({});
});

test('no page scrolls sideways or cuts a title, figure, tag or button at 1024×768 and 375×740', () => {
  expect(found.layout).toEqual({});
});

test("no screen's arrival shifts the layout by more than 0.1", () => {
  expect(found.layoutShift).toEqual({});
});

test('on every route the skip link reaches <main> and F8 reaches the toasts without scrolling', () => {
  expect(found.keyboard).toEqual({});
});
