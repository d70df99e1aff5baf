import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  LineChartOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  SettingOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/**
 * The icons a registry may name. Importing them one by one keeps the rest of the icon set out of the
 * bundle; an unknown name gets a neutral icon rather than breaking the menu.
 */
const ICONS: Record<string, ReactNode> = {
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

export function routeIcon(name: string | undefined): ReactNode {
  return (name && ICONS[name]) || <AppstoreOutlined />;
}
