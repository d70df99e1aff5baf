import { matchPath } from '@duesflow/remote-kit/router';

/**
 * Screens the shell owns itself, opened from the header's user menu (admin only), never from the
 * sidebar, which keeps the spec's 14 entries and the Inbox.
 */
export const ADMIN_ROUTES = [
  { path: '/staff', title: 'Staff' },
  { path: '/audit-log', title: 'Audit log' },
] as const;

export const STAFF_PATH = ADMIN_ROUTES[0].path;
export const AUDIT_LOG_PATH = ADMIN_ROUTES[1].path;

/** The header title of a shell-owned screen, or undefined for every other path. */
export function adminRouteTitle(pathname: string): string | undefined {
  return ADMIN_ROUTES.find((route) => matchPath(route.path, pathname))?.title;
}
