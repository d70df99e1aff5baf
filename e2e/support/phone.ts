import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A phone's screen: 320×640 unless told (the narrowest the customer's page must read well at). */
export interface PhoneOptions {
  width?: number;
  height?: number;
}

export interface PhonePage {
  page: Page;
  context: BrowserContext;
  /**
   * What went wrong on the page: uncaught errors, and answers of 400 and above to its own requests (a
   * navigation answering 404 or 410 is what some tests look at, so navigations are left out).
   */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A customer's phone (mobile, touch), with no staff session: how the customer's own page is opened. Its own
 * context, so it shares nothing with staff's pages or another test's phone.
 */
export async function newPhonePage(browser: Browser, options: PhoneOptions = {}): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 320, height: options.height ?? 640 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) errors.push(`${response.status()} ${response.url()}`);
  });
  return { page, context, errors, close: () => context.close() };
}
