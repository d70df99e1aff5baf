import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';
import { TAG_TYPES } from './tags';

/** The one RTK Query api of the analytics remote; each screen injects its endpoints. */
export const analyticsApi = createRemoteApi('analyticsApi', TAG_TYPES);
