import { createApi } from '@reduxjs/toolkit/query/react';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { httpBaseQuery } from './httpBaseQuery';
import { SESSION_USER_PATH, readSessionUser } from './sessionEvents';

/**
 * A remote's one RTK Query api (spec part 1 §7): no polling, no refetch on focus or reconnect, cached
 * data stays in use — realtime messages and the header's Refresh reload data by invalidating tags.
 * Every tag type is declared up front; each screen injects its endpoints, typed from shared-contracts,
 * with `api.injectEndpoints` in its own `api.ts`.
 *
 * Every such api also has `sessionUser` (`GET /api/auth/me`), so a screen knows who is signed in
 * whether the shell hosts it or `mount()` embeds it (`session.tsx`: `useSessionUser`, `useCan`).
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
  }).injectEndpoints({
    endpoints: (build) => ({
      sessionUser: build.query<TSessionUser, void>({
        query: () => SESSION_USER_PATH,
        transformResponse: (raw: unknown) => {
          const user = readSessionUser(raw);
          if (!user) throw new Error(`${SESSION_USER_PATH} answered an unreadable user`);
          return user;
        },
        // The role changes rarely; a new sign-in reloads the page.
        keepUnusedDataFor: 3600,
      }),
    }),
  });
}

/** The part of a remote api the session hooks use: its `sessionUser` endpoint (and, in tests, its cache). */
export interface TSessionApi {
  endpoints: { sessionUser: { useQuery: unknown } };
  util: object;
}
