import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostStoreBridge, TScreenModule } from '@duesflow/remote-kit/contract';
import { hasEntryExecuted, nextEntryAttempt } from '../federation/entryState';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { SCREEN_LOAD_TIMEOUT_MS, withTimeout } from '../federation/timeouts';
import { loadRemoteModule, registerRemoteTargets } from './federationRuntime';
import { remoteModuleId, type RemoteTarget } from './remoteTargets';
import type { ShellRoute } from './shellRoutes';

/** What a remote's screen module looks like before it is checked: the contract, maybe broken by a bad deploy. */
type ScreenModule = Partial<TScreenModule>;

/** How Retry recovers: load again in this page, or reload the page. */
export type RetryPlan = 'load-again' | 'reload-page';

export interface ScreenLoader {
  /** The route's screen as a lazy component; the same one on every call until retry(). */
  screen(route: ShellRoute): LazyExoticComponent<ComponentType>;
  /** Forget the failed screen and say how to recover from `error` (see retryPlan). */
  retry(route: ShellRoute, error: unknown): RetryPlan;
  /**
   * Start fetching the route's screen module before it is opened (the pointer is on its sidebar entry), so
   * the click only renders it. Only for a remote whose entry already ran in this page: a remote not yet loaded
   * (maybe failing) is first fetched when its screen opens, where its error panel shows. A failure here is
   * forgotten; opening the screen tries again.
   */
  warm(route: ShellRoute): void;
}

/**
 * - A remote whose entry never ran (manifest or entry missing, refused or hanging): re-register it, so
 *   the runtime forgets the failed manifest, and load again in the page with a fresh entry URL.
 * - A remote whose entry already ran (a chunk lost while the server was down, a screen that threw
 *   while rendering or while its module ran): the runtime keeps that remote's modules and its failed
 *   loads, and cannot run a redeployed entry a second time, so the page reloads on the same route and
 *   picks up the remote as it is now. Forcing a re-registration instead would run the entry twice and
 *   leave the screen with a second, unconnected copy of its store slice (skeletons that never load).
 */
export function retryPlan(remoteName: string, error: unknown): RetryPlan {
  if (error instanceof RemoteLoadError && !hasEntryExecuted(remoteName)) return 'load-again';
  return 'reload-page';
}

export function createScreenLoader(bridge: HostStoreBridge, targets: RemoteTarget[]): ScreenLoader {
  const screens = new Map<string, LazyExoticComponent<ComponentType>>();
  const needsFreshRegistration = new Set<string>();
  const warmed = new Map<string, Promise<ScreenModule>>();

  async function loadModule(route: ShellRoute): Promise<ScreenModule> {
    const { remoteName, module } = route;
    const id = remoteModuleId(remoteName, module);
    if (needsFreshRegistration.delete(remoteName) && !hasEntryExecuted(remoteName)) {
      const target = targets.find((candidate) => candidate.name === remoteName);
      // force drops the runtime's cached (failed) manifest and entry of this remote.
      if (target) registerRemoteTargets([target], { force: true });
      nextEntryAttempt(remoteName);
    }
    try {
      return await withTimeout(() => loadRemoteModule<ScreenModule>(remoteName, module), SCREEN_LOAD_TIMEOUT_MS, id);
    } catch (error) {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remoteName, id, error);
    }
  }

  async function load(route: ShellRoute): Promise<{ default: ComponentType }> {
    const loaded = await (warmed.get(remoteModuleId(route.remoteName, route.module)) ?? loadModule(route));
    if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
      const id = remoteModuleId(route.remoteName, route.module);
      throw new RemoteLoadError(route.remoteName, id, new Error(`${route.module} has no default export`));
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
    warm(route) {
      const key = remoteModuleId(route.remoteName, route.module);
      if (warmed.has(key) || screens.has(key) || !hasEntryExecuted(route.remoteName)) return;
      const loading = loadModule(route);
      warmed.set(key, loading);
      loading.catch(() => warmed.delete(key));
    },
    retry(route, error) {
      warmed.delete(remoteModuleId(route.remoteName, route.module));
      screens.delete(remoteModuleId(route.remoteName, route.module));
      needsFreshRegistration.add(route.remoteName);
      return retryPlan(route.remoteName, error);
    },
  };
}
