import { matchPath } from '@duesflow/remote-kit/router';
import type { TPublishedRoute } from '@duesflow/shared-contracts/registry';

/** A screen of the portal: a route a remote published plus the remote that serves it. */
export interface ShellRoute extends TPublishedRoute {
  remoteName: string;
}

/**
 * The sidebar: each remote's published routes where its routes.json was read, its fallback entries
 * otherwise; in order, one route per path (the first in order wins).
 */
export function mergeRoutes(fallback: ShellRoute[], published: ReadonlyMap<string, TPublishedRoute[]>): ShellRoute[] {
  const fromRemotes = [...published].flatMap(([remoteName, routes]) => routes.map((route) => ({ ...route, remoteName })));
  const kept = fallback.filter((route) => !published.has(route.remoteName));
  const seen = new Set<string>();
  return [...kept, ...fromRemotes]
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
    .filter((route) => !seen.has(route.path) && Boolean(seen.add(route.path)));
}

/** The sidebar's entries: every route but those opened from another screen (`parent`). */
export function sidebarEntries(routes: ShellRoute[]): ShellRoute[] {
  return routes.filter((route) => !route.parent);
}

export function routeForPath(routes: ShellRoute[], pathname: string): ShellRoute | undefined {
  return routes.find((route) => matchPath(route.path, pathname));
}

/** The header title of a route; spec: every route without its own title reads 'Dashboard'. */
export const FALLBACK_TITLE = 'Dashboard';

export function titleForPath(routes: ShellRoute[], pathname: string): string {
  return routeForPath(routes, pathname)?.title ?? FALLBACK_TITLE;
}

/** The browser tab's title: the screen's own title, else its sidebar label, then the product. */
export function documentTitleForPath(routes: ShellRoute[], pathname: string): string {
  const route = routeForPath(routes, pathname);
  const page = route ? (route.title ?? route.label) : '404 Page Not Found';
  return `${page} · duesflow`;
}
