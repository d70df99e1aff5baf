import { createMount } from '@duesflow/remote-kit/createMount';
import { createAnalyticsStore } from '../app/store';
import { analyticsApi } from '../app/baseApi';
import { routes } from '../routes';
import Analytics from './Analytics';
import AdvancedAnalytics from './AdvancedAnalytics';

/** Shows one of the screens declared in src/routes.ts, by its path, in any element outside the shell. */
export const mount = createMount({
  routes,
  screens: { './Analytics': Analytics, './AdvancedAnalytics': AdvancedAnalytics },
  createStore: createAnalyticsStore,
  api: analyticsApi,
});

export default mount;
