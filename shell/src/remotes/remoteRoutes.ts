import { ZRemoteRoutesFile, routesUrlFor, type TPublishedRoute } from '@duesflow/shared-contracts/registry';
import { REMOTE_FETCH_TIMEOUT_MS, withTimeout } from '../federation/timeouts';
import type { RemoteTarget } from './remoteTargets';

/**
 * A remote's published routes (routes.json beside its manifest). Always revalidated with the server
 * (`cache: 'no-cache'`) so a redeploy's new routes show on the next load; time-bounded like every
 * remote fetch. Rejects when the file is missing, late or not a routes file of this remote.
 */
export async function fetchRemoteRoutes(
  target: RemoteTarget,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<TPublishedRoute[]> {
  const url = routesUrlFor(target.entry);
  const response = await withTimeout(
    (signal) => fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-cache', signal }),
    REMOTE_FETCH_TIMEOUT_MS,
    url,
  );
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (${url})`);
  const file = ZRemoteRoutesFile.parse(await response.json());
  if (file.remote !== target.name) throw new Error(`${url} describes "${file.remote}", not "${target.name}"`);
  return file.routes;
}
