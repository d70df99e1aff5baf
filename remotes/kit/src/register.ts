import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { HostStoreBridge, TInjectableSlice } from './contract';

/**
 * A remote's `register(bridge)`: plugs its api and its realtime listener into the host's store. One
 * listener for the host's store: handing over the same middleware references every time keeps register
 * idempotent even when the host passes a fresh bridge object (combineSlices ignores a re-injected
 * identical reducer, the dynamic middleware an already-added function).
 */
export function createRegister(
  api: TInjectableSlice & { middleware: Middleware },
  createListener: () => { middleware: Middleware },
): (bridge: HostStoreBridge) => void {
  let hostListener: { middleware: Middleware } | undefined;
  const registered = new WeakSet<HostStoreBridge>();
  return (bridge) => {
    if (registered.has(bridge)) return;
    registered.add(bridge);
    hostListener ??= createListener();
    bridge.injectReducer(api);
    bridge.addMiddleware(api.middleware, hostListener.middleware);
  };
}

/**
 * One screen's `register`: the remote's, then `prefetch` with the host's dispatch, which starts the queries
 * the screen's first render makes (RTK Query's `util.prefetch`, same endpoints and arguments). They are
 * under way while the host renders the screen's module, so its first render often has the data already
 * instead of drawing skeletons first. Idempotent like the remote's: a query already cached is not asked again.
 */
export function registerScreen(
  register: (bridge: HostStoreBridge) => void,
  prefetch: (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => void,
): (bridge: HostStoreBridge) => void {
  return (bridge) => {
    register(bridge);
    if (bridge.dispatch) prefetch(bridge.dispatch);
  };
}
