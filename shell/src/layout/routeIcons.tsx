import type { ReactNode } from 'react';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ShellRoute } from '../remotes/shellRoutes';
import { SvgIcon } from './SvgIcon';

/**
 * The icons of the fallback sidebar entries, bundled one by one so the rest of the icon set stays out
 * of the shell. Every other icon arrives as SVG data in the remote's routes.json.
 */
const BUNDLED: Record<string, ReactNode> = {
  ApiOutlined: <ApiOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CreditCardOutlined: <CreditCardOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  DollarOutlined: <DollarOutlined />,
  LineChartOutlined: <LineChartOutlined />,
  MailOutlined: <MailOutlined />,
  MessageOutlined: <MessageOutlined />,
  PhoneOutlined: <PhoneOutlined />,
  SettingOutlined: <SettingOutlined />,
  SyncOutlined: <SyncOutlined />,
  TeamOutlined: <TeamOutlined />,
};

/** The route's icon: the SVG its remote published, else the bundled one, else a neutral icon. */
export function routeIcon(route: Pick<ShellRoute, 'icon' | 'iconSvg'>): ReactNode {
  if (route.iconSvg) return <SvgIcon node={route.iconSvg} name={route.icon} />;
  return (route.icon && BUNDLED[route.icon]) || <AppstoreOutlined />;
}
