import { defineScreens } from '@duesflow/shared-contracts/screens';

/**
 * Every screen of this remote, declared once: the build exposes each module from src/exposes/ and publishes
 * these routes as routes.json beside mf-manifest.json, mount() shows them by path, and the shell's fallback
 * sidebar is built from them. Order places them in the portal's sidebar among every remote's entries; titles
 * are the spec's header titles.
 */
export const routes = defineScreens([
  { path: '/analytics', label: 'Analytics', title: 'Collection Analytics', order: 90, icon: 'BarChartOutlined', module: './Analytics' },
  { path: '/advanced-analytics', label: 'Advanced Analytics', order: 100, icon: 'LineChartOutlined', module: './AdvancedAnalytics' },
]);
