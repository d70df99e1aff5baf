/**
 * Toasts show one at a time for 5 s each, queued: waiting for one on the screen can lose to its timer
 * when the machine is busy, or when it is still queued behind another. Every page from `newPage`
 * records each toast the moment it is put on the page (a MutationObserver installed before any page
 * script), so a test waits for "this toast was shown" — a state that cannot expire — and can check
 * the order toasts were shown in.
 */
import type { BrowserContext, Page } from 'playwright-core';

export type ShownToast = {
  kind: 'success' | 'error' | 'warning' | 'info' | 'open';
  title: string;
  description: string;
  /** Everything the toast reads, whitespace collapsed. */
  text: string;
};

type Matcher = string | RegExp;
export type ToastQuery = { title?: Matcher; text?: Matcher; kind?: ShownToast['kind'] };

declare global {
  interface Window {
    __shownToasts?: ShownToast[];
  }
}

/** Runs in the page before its own scripts. */
function recordToasts() {
  const shown: ShownToast[] = [];
  window.__shownToasts = shown;
  const lastText = new WeakMap<Element, string>();
  const squash = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const scan = () => {
    for (const notice of Array.from(document.querySelectorAll('.ant-notification-notice'))) {
      const text = squash(notice.textContent);
      if (!text || lastText.get(notice) === text) continue;
      lastText.set(notice, text);
      const kind = (['success', 'error', 'warning', 'info'] as const).find((name) =>
        notice.classList.contains(`ant-notification-notice-${name}`),
      );
      shown.push({
        kind: kind ?? 'open',
        title: squash(notice.querySelector('[class*="notice-title"], [class*="notice-message"]')?.textContent),
        description: squash(notice.querySelector('[class*="notice-description"]')?.textContent),
        text,
      });
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function installToastRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts);
}

const matches = (value: string, matcher: Matcher | undefined) =>
  matcher === undefined || (typeof matcher === 'string' ? value.includes(matcher) : matcher.test(value));

function isMatch(toast: ShownToast, query: ToastQuery): boolean {
  return (
    (query.kind === undefined || toast.kind === query.kind) &&
    (query.title === undefined || (typeof query.title === 'string' ? toast.title === query.title : query.title.test(toast.title))) &&
    matches(toast.text, query.text)
  );
}

/** Every toast shown on this page so far, oldest first (since the page's last load). */
export async function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => window.__shownToasts ?? []);
}

/**
 * Waits until a toast matching `query` has been shown (it may be gone again by now) and answers it.
 * `title` as a string is matched exactly, `text` as a string as a part of everything the toast reads.
 * `after`: only toasts shown after that many (from `shownToasts(page).length`), e.g. after an action.
 */
export async function waitForToast(page: Page, query: ToastQuery, options: { timeout?: number; after?: number } = {}): Promise<ShownToast> {
  const timeout = options.timeout ?? 30_000;
  const after = options.after ?? 0;
  const deadline = Date.now() + timeout;
  // A toast under the pointer stays (antd pauses it on hover) and holds back the ones queued behind it:
  // the last click can leave the pointer just where the next toast appears. A person reading moves on.
  await page.mouse.move(0, 0);
  // Polled from the test side: matchers may be RegExps, which do not cross into the page.
  for (;;) {
    const toasts = (await shownToasts(page)).slice(after);
    const found = toasts.find((toast) => isMatch(toast, query));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No toast ${describe(query)} was shown within ${timeout} ms; shown: ${JSON.stringify(toasts.map((t) => t.text))}`);
    }
    await page
      .waitForFunction((count) => (window.__shownToasts?.length ?? 0) > count, toasts.length + after, {
        timeout: Math.max(1, deadline - Date.now()),
        polling: 100,
      })
      .catch(() => undefined);
  }
}

function describe(query: ToastQuery): string {
  return JSON.stringify({ kind: query.kind, title: String(query.title ?? ''), text: String(query.text ?? '') });
}
