import { defineScreens } from '@duesflow/shared-contracts/screens';

/**
 * Every screen of this remote, declared once: the build exposes each module from src/exposes/ and publishes
 * these routes as routes.json beside mf-manifest.json, mount() shows them by path, and the shell's fallback
 * sidebar is built from them. Order places them in the portal's sidebar among every remote's entries; titles
 * are the spec's header titles.
 */
export const routes = defineScreens([
  { path: '/providers', label: 'Providers', order: 110, icon: 'ApiOutlined', module: './Providers' },
  { path: '/provider-management', label: 'Provider Management', order: 120, icon: 'SettingOutlined', module: './ProviderManagement' },
  { path: '/business-data-config', label: 'Business Data Config', order: 130, icon: 'DatabaseOutlined', module: './BusinessDataConfig' },
]);
