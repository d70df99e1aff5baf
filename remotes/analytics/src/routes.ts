import type { TRemoteRoutes } from '@duesflow/shared-contracts/registry';

/** The screens this remote publishes (routes.json, written by the build beside mf-manifest.json). */
export const routes: TRemoteRoutes = [
  { path: '/analytics', label: 'Analytics', title: 'Collection Analytics', order: 90, icon: 'BarChartOutlined', module: './Analytics' },
  { path: '/advanced-analytics', label: 'Advanced Analytics', order: 100, icon: 'LineChartOutlined', module: './AdvancedAnalytics' },
];
