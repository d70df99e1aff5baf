import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './httpBaseQuery';
import { TAG_TYPES } from './tags';

/**
 * The one RTK Query api of the providers remote; each screen injects its endpoints. Spec part 2 §7:
 * queries are not retried and never refetch on focus; tags reload lists after changes.
 */
export const providersApi = createApi({
  reducerPath: 'providersApi',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
