import { createMount } from '@duesflow/remote-kit/createMount';
import { createProvidersStore } from '../app/store';
import { providersApi } from '../app/baseApi';
import { routes } from '../routes';
import Providers from './Providers';
import ProviderManagement from './ProviderManagement';
import BusinessDataConfig from './BusinessDataConfig';

/** Shows one of the screens declared in src/routes.ts, by its path, in any element outside the shell. */
export const mount = createMount({
  routes,
  screens: { './Providers': Providers, './ProviderManagement': ProviderManagement, './BusinessDataConfig': BusinessDataConfig },
  createStore: createProvidersStore,
  api: providersApi,
});

export default mount;
