import { Menu } from 'antd';
import { Link, useLocation, matchPath } from 'react-router';
import type { ShellRoute } from '../remotes/shellRoutes';
import { routeIcon } from './routeIcons';

/** The registry's routes as the sidebar, in registry order, the current one highlighted. */
export function SidebarMenu({ routes }: { routes: ShellRoute[] }) {
  const { pathname } = useLocation();
  const active = routes.find((route) => matchPath(route.path, pathname));
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={active ? [active.path] : []}
      items={routes.map((route) => ({
        key: route.path,
        icon: routeIcon(route.icon),
        label: <Link to={route.path}>{route.label}</Link>,
      }))}
    />
  );
}
