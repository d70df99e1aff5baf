import type { ShellRoute } from './shellRoutes';

/**
 * The spec's 14 sidebar entries (part 1 §2) as the remotes published them when the shell was built.
 * Used for a remote whose routes.json cannot be read (down, not deployed yet), so the sidebar always
 * shows every entry in order; a remote's own routes.json replaces its entries here.
 */
export const FALLBACK_ROUTES: ShellRoute[] = [
  { remoteName: 'collections', path: '/', label: 'Dashboard', title: 'Collection Dashboard', order: 10, icon: 'DashboardOutlined', module: './Dashboard' },
  { remoteName: 'collections', path: '/payment-collection', label: 'Payment Collection', order: 20, icon: 'DollarOutlined', module: './PaymentCollection' },
  { remoteName: 'collections', path: '/customers', label: 'Customers', title: 'Customer Management', order: 30, icon: 'TeamOutlined', module: './Customers' },
  { remoteName: 'communications', path: '/communications', label: 'Communications', title: 'Follow-up Communications', order: 40, icon: 'MessageOutlined', module: './Communications' },
  { remoteName: 'communications', path: '/sms-campaigns', label: 'SMS Campaigns', order: 50, icon: 'MailOutlined', module: './SmsCampaigns' },
  { remoteName: 'communications', path: '/voice-calls', label: 'Voice Calls', order: 60, icon: 'PhoneOutlined', module: './VoiceCalls' },
  { remoteName: 'payments', path: '/payments', label: 'Payments', title: 'Payment Tracking', order: 70, icon: 'CreditCardOutlined', module: './Payments' },
  { remoteName: 'payments', path: '/payment-gateways', label: 'Payment Gateways', order: 80, icon: 'BankOutlined', module: './PaymentGateways' },
  { remoteName: 'analytics', path: '/analytics', label: 'Analytics', title: 'Collection Analytics', order: 90, icon: 'BarChartOutlined', module: './Analytics' },
  { remoteName: 'analytics', path: '/advanced-analytics', label: 'Advanced Analytics', order: 100, icon: 'LineChartOutlined', module: './AdvancedAnalytics' },
  { remoteName: 'providers', path: '/providers', label: 'Providers', order: 110, icon: 'ApiOutlined', module: './Providers' },
  { remoteName: 'providers', path: '/provider-management', label: 'Provider Management', order: 120, icon: 'SettingOutlined', module: './ProviderManagement' },
  { remoteName: 'providers', path: '/business-data-config', label: 'Business Data Config', order: 130, icon: 'DatabaseOutlined', module: './BusinessDataConfig' },
  { remoteName: 'collections', path: '/tally', label: 'Tally Sync', title: 'Tally ERP Integration', order: 140, icon: 'SyncOutlined', module: './Tally' },
];
