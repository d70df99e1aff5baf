import { createMount } from '@duesflow/remote-kit/createMount';
import { createCommunicationsStore } from '../app/store';
import { communicationsApi } from '../app/baseApi';
import { MountedScreens } from './MountedScreens';

/** Shows '/communications', '/sms-campaigns', '/voice-calls' in any element, outside the shell. */
export const mount = createMount({
  Screens: MountedScreens,
  createStore: createCommunicationsStore,
  defaultRoute: '/communications',
  api: communicationsApi,
});

export default mount;
