import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './httpBaseQuery';
import { TAG_TYPES } from './tags';

/**
 * The one RTK Query api of the collections remote; each screen injects its endpoints from its own
 * `api.ts`. Spec part 1 §7: no polling, no refetch on focus or reconnect, cached data stays in use —
 * realtime messages and the header's Refresh reload data by invalidating tags instead.
 */
export const collectionsApi = createApi({
  reducerPath: 'collectionsApi',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
