import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';
import { TAG_TYPES } from './tags';

/** The one RTK Query api of the payments remote; each screen injects its endpoints. */
export const paymentsApi = createRemoteApi('paymentsApi', TAG_TYPES);
