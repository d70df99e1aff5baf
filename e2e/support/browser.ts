import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signIn } from './auth';
import { installToastRecorder } from './toasts';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when needed. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The portal of this file: `usePortal()` (support/portal) sets it once its portal is up. Prefer
 * `portal.baseUrl` / `portal.url(path)`; this is for helpers that only know the page's origin.
 */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: call usePortal() from support/portal in this file (each file owns its portal)');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One Chromium for the file's tests, launched in beforeAll and closed in afterAll: `browser.get()`. */
export function useBrowser(): { get(): Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get() {
      if (!browser) throw new Error('The browser is not launched yet: use it inside a test');
      return browser;
    },
  };
}

/**
 * A fresh page (its own context: no cookies, storage or toasts from another test), signed in as the
 * e2e admin unless `{ signedIn: false }`, with clipboard
 * access on the portal's origin (`portal`, else this file's E2E_BASE_URL), recording every toast it shows (support/toasts), and collecting
 * uncaught page errors for the test to assert on.
 */
export async function newPage(
  browser: Browser,
  portal?: { baseUrl: string } | string,
  options: { signedIn?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const url = portal === undefined ? process.env.E2E_BASE_URL : typeof portal === 'string' ? portal : portal.baseUrl;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // Signed in as the e2e admin unless the test asks for a signed-out page (the login page).
  if (url && options.signedIn !== false) await signIn(context, url);
  if (url) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  await installToastRecorder(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
