import type { TRemoteRoutes } from '@duesflow/shared-contracts/registry';

/**
 * The screens this remote publishes (routes.json, written by the build beside mf-manifest.json). Order
 * places them in the portal's sidebar among every remote's entries; titles are the spec's header titles.
 */
export const routes: TRemoteRoutes = [
  { path: '/', label: 'Dashboard', title: 'Collection Dashboard', order: 10, icon: 'DashboardOutlined', module: './Dashboard' },
  { path: '/payment-collection', label: 'Payment Collection', order: 20, icon: 'DollarOutlined', module: './PaymentCollection' },
  { path: '/customers', label: 'Customers', title: 'Customer Management', order: 30, icon: 'TeamOutlined', module: './Customers' },
  { path: '/tally', label: 'Tally Sync', title: 'Tally ERP Integration', order: 140, icon: 'SyncOutlined', module: './Tally' },
];
