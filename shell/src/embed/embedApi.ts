import { customerPageUrl, frameCustomerPage } from './customerPage';
import { resolvePortalUrl } from './portalUrl';
import { fetchRegistry, findRemoteTarget, registryUrlOf } from './registryLookup';
import type { RemoteTarget } from '../remotes/remoteTargets';
import { EMBED_ISOLATIONS, type DuesflowEmbed, type RemoteMount } from './types';

export interface EmbedApiDeps {
  /** The loader script's own URL (document.currentScript.src when it ran). */
  scriptSrc: string | undefined;
  loadMount(target: RemoteTarget): Promise<RemoteMount>;
  fetchImpl?: typeof fetch;
  document?: Document;
}

function elementFrom(element: Element | string, doc: Document): Element {
  const found = typeof element === 'string' ? doc.querySelector(element) : element;
  if (!(found instanceof doc.defaultView!.Element)) {
    throw new Error(
      `duesflow: no element to mount into (${typeof element === 'string' ? `nothing matches "${element}"` : 'not an Element'})`,
    );
  }
  return found;
}

/** Spelled out rather than imported: the loader carries no zod or kit (see registryLookup). */
export const EMBED_SESSION_PATH = '/api/auth/embed-session';

/** Trades an embed token for the portal's session cookie (credentials: the cookie lands for the portal). */
export async function exchangeEmbedToken(portalUrl: string, token: string, fetchImpl: typeof fetch): Promise<void> {
  const url = new URL(EMBED_SESSION_PATH, portalUrl).href;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch (error) {
    throw new Error(
      `duesflow: could not reach ${url} (${error instanceof Error ? error.message : String(error)}). ` +
        "Is the portal running, and is this page's origin in its EMBED_ALLOWED_ORIGINS?",
      { cause: error },
    );
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let reason = text || response.statusText;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') reason = body.message;
    } catch {
      // not JSON
    }
    throw new Error(`duesflow: the embed token was refused (${response.status}: ${reason})`);
  }
}

/**
 * The framework-free embedding API: exchange the embed token for a session (when given), find the remote
 * in the portal's registry, load its `./mount` with Module Federation, and render the screen talking to
 * the portal's API; or frame a customer's own page (customerPage.ts).
 */
export function createEmbedApi(deps: EmbedApiDeps): DuesflowEmbed {
  const doc = deps.document ?? document;
  const fetchImpl = deps.fetchImpl ?? ((input, init) => fetch(input, init));
  return {
    async mount(remoteName, element, options = {}) {
      const target = elementFrom(element, doc);
      if (options.isolation !== undefined && !EMBED_ISOLATIONS.includes(options.isolation)) {
        throw new Error(
          `duesflow: isolation must be ${EMBED_ISOLATIONS.map((value) => `'${value}'`).join(' or ')}, not ${JSON.stringify(options.isolation)}`,
        );
      }
      const portalUrl = resolvePortalUrl(options.portalUrl, deps.scriptSrc, doc.location.href);
      // The session first: the screen's first call must already carry it.
      if (options.embedToken) await exchangeEmbedToken(portalUrl, options.embedToken, fetchImpl);
      const registryUrl = registryUrlOf(portalUrl);
      const remote = findRemoteTarget(await fetchRegistry(registryUrl, fetchImpl), remoteName, registryUrl);
      const mount = await deps.loadMount(remote);
      const unmount = mount(target, { apiBaseUrl: portalUrl, route: options.route, isolation: options.isolation });
      let mounted = true;
      // Calling it twice must not unmount a React root twice.
      return () => {
        if (!mounted) return;
        mounted = false;
        unmount();
      };
    },
    async mountCustomerPage(element, options) {
      const target = elementFrom(element, doc);
      if (typeof options?.link !== 'string' || !options.link) {
        throw new Error('duesflow: mountCustomerPage needs { link: "<portal>/p?<token>" }, a link your server got from the portal');
      }
      const portalUrl = resolvePortalUrl(options.portalUrl, deps.scriptSrc, doc.location.href);
      return frameCustomerPage(target, customerPageUrl(options.link, portalUrl, doc.location.href, options.lang), options);
    },
  };
}
