import { createMount } from '@duesflow/remote-kit/createMount';
import { createPaymentsStore } from '../app/store';
import { paymentsApi } from '../app/baseApi';
import { MountedScreens } from './MountedScreens';

/** Shows '/payments', '/payment-gateways' in any element, outside the shell. */
export const mount = createMount({
  Screens: MountedScreens,
  createStore: createPaymentsStore,
  defaultRoute: '/payments',
  api: paymentsApi,
});

export default mount;
