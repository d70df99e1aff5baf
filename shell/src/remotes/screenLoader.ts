import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostStoreBridge } from '@duesflow/shared-contracts/federation';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { loadRemoteModule, registerRemoteTargets } from './federationRuntime';
import { remoteModuleId, type RemoteTarget } from './remoteTargets';
import type { ShellRoute } from './shellRoutes';

/** What a remote's screen module looks like (the agreed remote contract). */
interface ScreenModule {
  default?: ComponentType;
  register?: (bridge: HostStoreBridge) => void;
}

export interface ScreenLoader {
  /** The route's screen as a lazy component; the same one on every call until retry(). */
  screen(route: ShellRoute): LazyExoticComponent<ComponentType>;
  /** Forget the failed load; the next screen() re-registers the remote and fetches it afresh. */
  retry(route: ShellRoute): void;
}

export function createScreenLoader(bridge: HostStoreBridge, targets: RemoteTarget[]): ScreenLoader {
  const screens = new Map<string, LazyExoticComponent<ComponentType>>();
  const needsFreshRegistration = new Set<string>();

  async function load(route: ShellRoute): Promise<{ default: ComponentType }> {
    const { remoteName, module } = route;
    if (needsFreshRegistration.delete(remoteName)) {
      const target = targets.find((candidate) => candidate.name === remoteName);
      // force drops the runtime's cached manifest and entry of this remote, so a redeploy is seen.
      if (target) registerRemoteTargets([target], { force: true });
    }
    const loaded = await loadRemoteModule<ScreenModule>(remoteName, module);
    if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
      throw new RemoteLoadError(remoteName, remoteModuleId(remoteName, module), new Error(`${module} has no default export`));
    }
    // The remote plugs its api slice and listeners into the host store before its first render.
    loaded.register?.(bridge);
    return { default: loaded.default };
  }

  return {
    screen(route) {
      const key = remoteModuleId(route.remoteName, route.module);
      let screen = screens.get(key);
      if (!screen) {
        screen = lazy(() => load(route));
        screens.set(key, screen);
      }
      return screen;
    },
    retry(route) {
      screens.delete(remoteModuleId(route.remoteName, route.module));
      needsFreshRegistration.add(route.remoteName);
    },
  };
}
