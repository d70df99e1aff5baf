import type { TRemoteRoutes } from '@duesflow/shared-contracts/registry';

/** The screens this remote publishes (routes.json, written by the build beside mf-manifest.json). */
export const routes: TRemoteRoutes = [
  { path: '/providers', label: 'Providers', order: 110, icon: 'ApiOutlined', module: './Providers' },
  { path: '/provider-management', label: 'Provider Management', order: 120, icon: 'SettingOutlined', module: './ProviderManagement' },
  { path: '/business-data-config', label: 'Business Data Config', order: 130, icon: 'DatabaseOutlined', module: './BusinessDataConfig' },
];
