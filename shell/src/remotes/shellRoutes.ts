import { matchPath } from 'react-router';
import type { TRemoteRegistry, TRemoteRoute } from '@duesflow/shared-contracts/registry';

/** A screen of the portal: a registry route plus the remote that serves it. */
export interface ShellRoute extends TRemoteRoute {
  remoteName: string;
}

/** Every route of every remote, in sidebar order. */
export function shellRoutes(registry: TRemoteRegistry): ShellRoute[] {
  return registry.remotes
    .flatMap((remote) => remote.routes.map((route) => ({ ...route, remoteName: remote.name })))
    .sort((a, b) => a.order - b.order);
}

/** The header title of a route; spec: every route without its own title reads 'Dashboard'. */
export const FALLBACK_TITLE = 'Dashboard';

export function titleForPath(routes: ShellRoute[], pathname: string): string {
  return routes.find((route) => matchPath(route.path, pathname))?.title ?? FALLBACK_TITLE;
}
