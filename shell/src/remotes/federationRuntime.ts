import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { remoteModuleId, type RemoteTarget } from './remoteTargets';

/**
 * The only file that talks to the Module Federation runtime, so the rest of the shell deals in plain
 * promises and tests can replace this one module.
 */

export function registerRemoteTargets(targets: RemoteTarget[], options?: { force?: boolean }): void {
  registerRemotes(targets, options);
}

export async function loadRemoteModule<T>(remoteName: string, module: string): Promise<T> {
  const id = remoteModuleId(remoteName, module);
  const loaded = await loadRemote<T>(id);
  // The runtime answers null when the remote is registered but does not expose the module.
  if (loaded == null) throw new RemoteLoadError(remoteName, id, new Error(`${module} is not exposed`));
  return loaded;
}
