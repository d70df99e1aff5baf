import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './httpBaseQuery';

/**
 * A remote's one RTK Query api (spec part 1 §7): no polling, no refetch on focus or reconnect, cached
 * data stays in use — realtime messages and the header's Refresh reload data by invalidating tags.
 * Every tag type is declared up front; each screen injects its endpoints, typed from shared-contracts,
 * with `api.injectEndpoints` in its own `api.ts`.
 */
export function createRemoteApi<ReducerPath extends string, TagType extends string>(
  reducerPath: ReducerPath,
  tagTypes: readonly TagType[],
) {
  return createApi({
    reducerPath,
    baseQuery: httpBaseQuery,
    tagTypes,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    endpoints: () => ({}),
  });
}
