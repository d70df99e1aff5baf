import { createMount } from '@duesflow/remote-kit/createMount';
import { createAnalyticsStore } from '../app/store';
import { analyticsApi } from '../app/baseApi';
import { MountedScreens } from './MountedScreens';

/** Shows '/analytics', '/advanced-analytics' in any element, outside the shell. */
export const mount = createMount({
  Screens: MountedScreens,
  createStore: createAnalyticsStore,
  defaultRoute: '/analytics',
  api: analyticsApi,
});

export default mount;
