import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { httpErrorMessage } from '@duesflow/shared-contracts/http';
import { RemoteLoadError } from './RemoteLoadError';

/**
 * Fault isolation for the host. A remote that is down, whose manifest is missing or which does not
 * expose the requested screen must never take the shell with it:
 * - while sharing is negotiated ('beforeLoadShare') a dead remote is skipped, so other bundles still
 *   get their shared libraries;
 * - when a screen is requested the load rejects with a readable RemoteLoadError, which the route's
 *   error boundary turns into an error panel with Retry;
 * - a manifest answered with an error status fails as "404: Not Found" rather than as a JSON parse
 *   error of the error page.
 */
export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'duesflow-shell-error-plugin',
    async fetch(url, init) {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${httpErrorMessage(response.status, response.statusText, '')} (${url})`);
      return response;
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
