import { useContext } from 'react';
import { Menu } from 'antd';
import { Link, useLocation } from '@duesflow/remote-kit/router';
import { ScreenLoaderContext } from '../remotes/ScreenLoaderContext';
import { routeForPath, sidebarEntries, type ShellRoute } from '../remotes/shellRoutes';
import { routeIcon } from './routeIcons';

/** The routes as the sidebar, in order, the current one (or the screen it was opened from) highlighted. */
export function SidebarMenu({ routes, onNavigate }: { routes: ShellRoute[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = routeForPath(routes, pathname);
  const selected = active?.parent ?? active?.path;
  // Pointing at (or tabbing to) an entry starts fetching its screen, so the click mostly only renders it.
  const loader = useContext(ScreenLoaderContext);
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      onClick={onNavigate}
      items={sidebarEntries(routes).map((route) => ({
        key: route.path,
        icon: routeIcon(route),
        label: (
          <Link to={route.path} onPointerEnter={() => loader?.warm(route)} onFocus={() => loader?.warm(route)}>
            {route.label}
          </Link>
        ),
      }))}
    />
  );
}
