import { createRemoteApi } from '@duesflow/remote-kit/remoteApi';
import { TAG_TYPES } from './tags';

/** The one RTK Query api of the collections remote; each screen injects its endpoints from its own `api.ts`. */
export const collectionsApi = createRemoteApi('collectionsApi', TAG_TYPES);
