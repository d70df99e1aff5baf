import type { Middleware } from '@reduxjs/toolkit';
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
