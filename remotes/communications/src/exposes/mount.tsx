import { createMount } from '@duesflow/remote-kit/createMount';
import { createCommunicationsStore } from '../app/store';
import { communicationsApi } from '../app/baseApi';
import { routes } from '../routes';
import Communications from './Communications';
import Inbox from './Inbox';
import SmsCampaigns from './SmsCampaigns';
import VoiceCalls from './VoiceCalls';

/** Shows one of the screens declared in src/routes.ts, by its path, in any element outside the shell. */
export const mount = createMount({
  routes,
  screens: { './Communications': Communications, './Inbox': Inbox, './SmsCampaigns': SmsCampaigns, './VoiceCalls': VoiceCalls },
  createStore: createCommunicationsStore,
  api: communicationsApi,
});

export default mount;
