import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';
import { TAG_TYPES } from './tags';

/** The one RTK Query api of the communications remote; each screen injects its endpoints. */
export const communicationsApi = createRemoteApi('communicationsApi', TAG_TYPES);
