import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import type { ShellRoute } from '../remotes/shellRoutes';
import { SvgIcon } from './SvgIcon';

/**
 * The route's icon: the SVG tree its remote published in routes.json (or declared, for the fallback entries
 * the build put into the shell), else a neutral icon. No icon set is bundled into the shell.
 */
export function routeIcon(route: Pick<ShellRoute, 'icon' | 'iconSvg'>): ReactNode {
  if (route.iconSvg) return <SvgIcon node={route.iconSvg} name={route.icon} />;
  return <AppstoreOutlined />;
}
