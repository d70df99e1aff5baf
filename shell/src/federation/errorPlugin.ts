import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { httpErrorMessage } from '@duesflow/shared-contracts/http';
import { entryUrlForAttempt, markEntryExecuted } from './entryState';
import { RemoteLoadError } from './RemoteLoadError';
import { REMOTE_FETCH_TIMEOUT_MS, withTimeout } from './timeouts';

/**
 * Fault isolation and time bounds for the host. A remote that is down, hangs, whose manifest is missing
 * or which does not expose the requested screen must never take the shell with it:
 * - the manifest fetch is bounded (10 s) and always revalidated; an error status fails as
 *   "404: Not Found" rather than as a JSON parse error of the error page;
 * - remoteEntry.js is bounded (10 s) too, and a retried entry gets a fresh URL (see entryState);
 * - while sharing is negotiated ('beforeLoadShare') a dead remote is skipped, so other bundles still
 *   get their shared libraries;
 * - when a screen is requested the load rejects with a RemoteLoadError, which the route's error
 *   boundary turns into an error panel with Retry.
 */
export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'duesflow-shell-error-plugin',
    async fetch(url, init) {
      const response = await withTimeout(
        (signal) => fetch(url, { ...init, cache: 'no-cache', signal }),
        REMOTE_FETCH_TIMEOUT_MS,
        url,
        init?.signal,
      );
      if (!response.ok) throw new Error(`${httpErrorMessage(response.status, response.statusText, '')} (${url})`);
      return response;
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = entryUrlForAttempt(remoteInfo?.name, url);
      script.async = true;
      return { script, timeout: REMOTE_FETCH_TIMEOUT_MS };
    },
    async afterLoadEntry({ remoteInfo, remoteEntryExports }) {
      if (remoteEntryExports) markEntryExecuted(remoteInfo.name);
    },
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'beforeLoadShare') {
        console.warn(`[duesflow] skipped remote "${remote?.name ?? id}" while sharing libraries`, error);
        return undefined;
      }
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote?.name, id, error);
    },
  };
}
