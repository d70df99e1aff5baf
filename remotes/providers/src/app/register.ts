import type { HostStoreBridge } from '@duesflow/shared-contracts/federation';
import { providersApi } from './baseApi';
import { createProvidersListener } from './listener';

/**
 * One listener for the host's store. Handing over the same middleware references every time keeps
 * register idempotent even when the host passes a fresh bridge object: combineSlices ignores a
 * re-injected identical reducer and the dynamic middleware ignores an already-added function.
 */
let hostListener: ReturnType<typeof createProvidersListener> | undefined;
const registered = new WeakSet<HostStoreBridge>();

/** Plug the providers api and its realtime listener into the host's store. */
export function register(bridge: HostStoreBridge): void {
  if (registered.has(bridge)) return;
  registered.add(bridge);
  hostListener ??= createProvidersListener();
  bridge.injectReducer(providersApi);
  bridge.addMiddleware(providersApi.middleware, hostListener.middleware);
}
