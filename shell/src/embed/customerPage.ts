/**
 * `duesflow.mountCustomerPage`: a customer's own page (docs/customer-page.md) in an iframe on an
 * integrator's page. The page is the portal's, without a staff session; the frame fills the element's
 * width and takes the height the page posts to it (docs/embedding.md, "Embedding a customer's page").
 */
import type { CustomerPageOptions } from './types';

/** The page's languages (shared-contracts' CUSTOMER_PAGE_LANGUAGES, spelled out: the loader carries no contracts). */
const LANGUAGES = ['en', 'hi', 'mr'];

/** What the page posts to its parent when framed (api/src/modules/payments/customer-page/page.ts). */
export const HEIGHT_MESSAGE = 'duesflow:customer-page-height';

/**
 * Scripts and forms for the page's buttons; its own origin (not the integrator's) for its calls to the
 * portal, which is safe because that origin is never the integrator's, so the page cannot reach up and
 * lift the sandbox; the top window only on the customer's press (Pay goes to the gateway's page). No
 * popups, no navigation of the integrator's page on its own.
 */
export const CUSTOMER_PAGE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation';

/** Shown until the page says how tall it is (and what a refused frame shows in). */
const FIRST_HEIGHT = '320px';

/**
 * The link as the frame opens it: on the portal, a customer page's address (`/p?<token>` or
 * `/api/customer-page/<token>`), with `?lang=` when asked for.
 */
export function customerPageUrl(link: string, portalUrl: string, pageUrl: string, lang: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(link, pageUrl);
  } catch {
    throw new Error(`duesflow: link "${link}" is not a URL`);
  }
  if (url.origin !== portalUrl) {
    throw new Error(`duesflow: link "${link}" is not on the portal (${portalUrl}); pass { portalUrl } if the portal has another address`);
  }
  const isPage = (url.pathname === '/p' && url.search.length > 1) || /^\/api\/customer-page\/[^/]+$/.test(url.pathname);
  if (!isPage) {
    throw new Error(`duesflow: link "${link}" is not a customer's page (${portalUrl}/p?<token> or ${portalUrl}/api/customer-page/<token>)`);
  }
  if (lang !== undefined) {
    if (!LANGUAGES.includes(lang)) throw new Error(`duesflow: lang "${lang}" is not one of ${LANGUAGES.join(', ')}`);
    // Not searchParams: `/p?<token>` is a bare token, which URLSearchParams would rewrite as `<token>=`.
    const rest = url.search.replace(/[?&]lang=[^&]*/g, '');
    url.search = `${rest}${rest ? '&' : '?'}lang=${lang}`;
  }
  return url;
}

/** Puts the page's frame into `target`; returns its removal. */
export function frameCustomerPage(target: Element, url: URL, options: CustomerPageOptions): () => void {
  const doc = target.ownerDocument;
  const view = doc.defaultView!;
  const frame = doc.createElement('iframe');
  frame.src = url.href;
  frame.title = options.title ?? 'Statement of account and ways to pay';
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.setAttribute('sandbox', CUSTOMER_PAGE_SANDBOX);
  frame.style.cssText = `display:block;width:100%;border:0;height:${FIRST_HEIGHT}`;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== url.origin) return;
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !(data.height >= 0)) return;
    frame.style.height = `${Math.ceil(data.height)}px`;
  };
  view.addEventListener('message', onMessage);
  target.appendChild(frame);
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    view.removeEventListener('message', onMessage);
    frame.remove();
  };
}
