import type { HostStoreBridge } from '@duesflow/shared-contracts/federation';
import { collectionsApi } from './baseApi';
import { createCollectionsListener } from './listener';

/**
 * One listener for the host's store. Reusing the same middleware references keeps register
 * idempotent even when the host hands over a fresh bridge object each time: combineSlices ignores a
 * re-injected identical reducer and the dynamic middleware ignores an already-added function.
 */
let hostListener: ReturnType<typeof createCollectionsListener> | undefined;
const registered = new WeakSet<HostStoreBridge>();

/** Plug the collections api and its realtime listener into the host's store. */
export function register(bridge: HostStoreBridge): void {
  if (registered.has(bridge)) return;
  registered.add(bridge);
  hostListener ??= createCollectionsListener();
  bridge.injectReducer(collectionsApi);
  bridge.addMiddleware(collectionsApi.middleware, hostListener.middleware);
}
