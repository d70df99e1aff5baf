import { createMount } from '@duesflow/remote-kit/createMount';
import { createProvidersStore } from '../app/store';
import { providersApi } from '../app/baseApi';
import { MountedScreens } from './MountedScreens';

/** Shows '/providers', '/provider-management' or '/business-data-config' in any element, outside the shell. */
export const mount = createMount({
  Screens: MountedScreens,
  createStore: createProvidersStore,
  defaultRoute: '/providers',
  api: providersApi,
});

export default mount;
