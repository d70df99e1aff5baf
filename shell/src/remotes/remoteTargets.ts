import type { TRemoteEntry } from '@duesflow/shared-contracts/registry';

/** A remote as the federation runtime knows it: its name and the absolute URL of its mf-manifest.json. */
export interface RemoteTarget {
  name: string;
  entry: string;
}

/** Resolve each manifestUrl (relative ones against the registry's own URL) into runtime targets. */
export function remoteTargets(remotes: Pick<TRemoteEntry, 'name' | 'manifestUrl'>[], registryUrl: string): RemoteTarget[] {
  return remotes.map((remote) => ({
    name: remote.name,
    entry: new URL(remote.manifestUrl, registryUrl).href,
  }));
}

/** './Dashboard' of 'collections' is requested as 'collections/Dashboard'. */
export function remoteModuleId(remoteName: string, module: string): string {
  return `${remoteName}/${module.replace(/^\.\//, '')}`;
}
