import { Menu } from 'antd';
import { Link, useLocation } from '@duesflow/remote-kit/router';
import { routeForPath, type ShellRoute } from '../remotes/shellRoutes';
import { routeIcon } from './routeIcons';

/** The routes as the sidebar, in order, the current one highlighted. */
export function SidebarMenu({ routes, onNavigate }: { routes: ShellRoute[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = routeForPath(routes, pathname);
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={active ? [active.path] : []}
      onClick={onNavigate}
      items={routes.map((route) => ({
        key: route.path,
        icon: routeIcon(route),
        label: <Link to={route.path}>{route.label}</Link>,
      }))}
    />
  );
}
