import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';
import { TAG_TYPES } from './tags';

/** The one RTK Query api of the providers remote; each screen injects its endpoints. */
export const providersApi = createRemoteApi('providersApi', TAG_TYPES);
