import { createMount } from '@duesflow/remote-kit/createMount';
import { createCollectionsStore } from '../app/store';
import { MountedScreens } from './MountedScreens';

/** Shows '/' (Dashboard), '/customers', '/payment-collection' or '/tally' in any element, outside the shell. */
export const mount = createMount({ Screens: MountedScreens, createStore: createCollectionsStore, defaultRoute: '/' });

export default mount;
