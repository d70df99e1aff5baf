import { useEffect, useMemo, useState } from 'react';
import type { TPublishedRoute } from '@duesflow/shared-contracts/registry';
import { FALLBACK_ROUTES } from './fallbackRoutes';
import { fetchRemoteRoutes } from './remoteRoutes';
import type { RemoteTarget } from './remoteTargets';
import { mergeRoutes, type ShellRoute } from './shellRoutes';

export interface ShellRoutes {
  routes: ShellRoute[];
  /** True once every remote's routes.json has been read or has failed. */
  settled: boolean;
}

/**
 * The sidebar starts from the fallback entries at once and takes each remote's published routes as
 * they arrive, so a remote that is down never delays or empties the sidebar.
 */
export function useShellRoutes(targets: RemoteTarget[], fetchImpl?: typeof fetch): ShellRoutes {
  const [published, setPublished] = useState<ReadonlyMap<string, TPublishedRoute[]>>(new Map());
  const [pending, setPending] = useState(targets.length);

  useEffect(() => {
    let active = true;
    setPending(targets.length);
    for (const target of targets) {
      fetchRemoteRoutes(target, fetchImpl)
        .then((routes) => {
          if (active) setPublished((current) => new Map(current).set(target.name, routes));
        })
        .catch((error: unknown) => {
          console.warn(`[duesflow] using the built-in menu entries of "${target.name}":`, error);
        })
        .finally(() => {
          if (active) setPending((count) => count - 1);
        });
    }
    return () => {
      active = false;
    };
  }, [targets, fetchImpl]);

  const routes = useMemo(() => mergeRoutes(FALLBACK_ROUTES, published), [published]);
  return { routes, settled: pending <= 0 };
}
