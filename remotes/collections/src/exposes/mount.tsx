import { createMount } from '@duesflow/remote-kit/createMount';
import { createCollectionsStore } from '../app/store';
import { collectionsApi } from '../app/baseApi';
import { MountedScreens } from './MountedScreens';

/** Shows '/' (Dashboard), '/customers', '/payment-collection' or '/tally' in any element, outside the shell. */
export const mount = createMount({ Screens: MountedScreens, createStore: createCollectionsStore, defaultRoute: '/', api: collectionsApi });

export default mount;
