import { createMount } from '@duesflow/remote-kit/createMount';
import { createProvidersStore } from '../app/store';
import { MountedScreens } from './MountedScreens';

/** Shows '/providers', '/provider-management' or '/business-data-config' in any element, outside the shell. */
export const mount = createMount({ Screens: MountedScreens, createStore: createProvidersStore, defaultRoute: '/providers' });

export default mount;
