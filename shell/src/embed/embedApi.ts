import { resolvePortalUrl } from './portalUrl';
import { fetchRegistry, findRemoteTarget, registryUrlOf } from './registryLookup';
import type { RemoteTarget } from '../remotes/remoteTargets';
import type { DuesflowEmbed, RemoteMount } from './types';

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
    throw new Error(`duesflow: no element to mount into (${typeof element === 'string' ? `nothing matches "${element}"` : 'not an Element'})`);
  }
  return found;
}

/**
 * The framework-free embedding API: find the remote in the portal's registry, load its `./mount`
 * with Module Federation, and render the screen talking to the portal's API.
 */
export function createEmbedApi(deps: EmbedApiDeps): DuesflowEmbed {
  const doc = deps.document ?? document;
  const fetchImpl = deps.fetchImpl ?? ((input, init) => fetch(input, init));
  return {
    async mount(remoteName, element, options = {}) {
      const target = elementFrom(element, doc);
      const portalUrl = resolvePortalUrl(options.portalUrl, deps.scriptSrc, doc.location.href);
      const registryUrl = registryUrlOf(portalUrl);
      const remote = findRemoteTarget(await fetchRegistry(registryUrl, fetchImpl), remoteName, registryUrl);
      const mount = await deps.loadMount(remote);
      const unmount = mount(target, { apiBaseUrl: portalUrl, route: options.route });
      let mounted = true;
      // Calling it twice must not unmount a React root twice.
      return () => {
        if (!mounted) return;
        mounted = false;
        unmount();
      };
    },
  };
}
