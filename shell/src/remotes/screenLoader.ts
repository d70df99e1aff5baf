import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostStoreBridge } from '@duesflow/shared-contracts/federation';
import { hasEntryExecuted, nextEntryAttempt } from '../federation/entryState';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { SCREEN_LOAD_TIMEOUT_MS, withTimeout } from '../federation/timeouts';
import { loadRemoteModule, registerRemoteTargets } from './federationRuntime';
import { remoteModuleId, type RemoteTarget } from './remoteTargets';
import type { ShellRoute } from './shellRoutes';

/** What a remote's screen module looks like (the agreed remote contract). */
interface ScreenModule {
  default?: ComponentType;
  register?: (bridge: HostStoreBridge) => void;
}

/** How Retry recovers: load again in this page, or reload the page. */
export type RetryPlan = 'load-again' | 'reload-page';

export interface ScreenLoader {
  /** The route's screen as a lazy component; the same one on every call until retry(). */
  screen(route: ShellRoute): LazyExoticComponent<ComponentType>;
  /** Forget the failed screen and say how to recover from `error` (see retryPlan). */
  retry(route: ShellRoute, error: unknown): RetryPlan;
}

/** A failure of the network (server down, refused, timed out) as opposed to a fault in the code. */
export function isNetworkFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/ChunkLoadError|ScriptNetworkError|TimeoutError|AbortError/.test(cause.name)) return true;
    if (/Failed to fetch|NetworkError|Loading chunk|timed out|did not answer|\b5\d\d: /.test(cause.message)) return true;
  }
  return false;
}

/**
 * - A remote whose entry never ran (manifest or entry missing, refused or hanging): re-register it, so
 *   the runtime forgets the failed manifest, and load again with a fresh entry URL.
 * - A remote whose entry ran and whose screen failed on the network (a chunk while the server was down):
 *   load again; the runtime fetches the chunk anew and the remote's store slice stays the one in use.
 * - Anything else (the screen threw while rendering or while its module ran): the runtime cannot run a
 *   redeployed entry in this page, so the page reloads and picks up the fixed remote.
 */
export function retryPlan(remoteName: string, error: unknown): RetryPlan {
  const loadFailure = error instanceof RemoteLoadError;
  if (loadFailure && !hasEntryExecuted(remoteName)) return 'load-again';
  if (loadFailure && isNetworkFailure(error)) return 'load-again';
  return 'reload-page';
}

export function createScreenLoader(bridge: HostStoreBridge, targets: RemoteTarget[]): ScreenLoader {
  const screens = new Map<string, LazyExoticComponent<ComponentType>>();
  const needsFreshRegistration = new Set<string>();

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
    const loaded = await loadModule(route);
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
    retry(route, error) {
      screens.delete(remoteModuleId(route.remoteName, route.module));
      needsFreshRegistration.add(route.remoteName);
      return retryPlan(route.remoteName, error);
    },
  };
}
