import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { SHARE_STRATEGY } from '@duesflow/shared-contracts/federation';
import { provideFederationRuntime } from '@duesflow/remote-kit/federationRuntime';
import type { RemoteTarget } from '../remotes/remoteTargets';
import type { RemoteMount } from './types';

/**
 * The loader's own Module Federation host. It shares nothing: the embedding page has no React, so
 * each remote's init() registers its own copies of react, antd, ... in the share scope and, being
 * the only provider, uses them ('loaded-first' also keeps the runtime from initialising every
 * registered remote just to compare versions).
 */
let instance: ModuleFederation | undefined;
/** Remote name → the manifest URL it was registered with. */
const registered = new Map<string, string>();

function federation(): ModuleFederation {
  // Remotes use the page's federation runtime; here there is no shell to provide it.
  provideFederationRuntime();
  instance ??= createInstance({ name: 'duesflow_embed', remotes: [], shared: {}, shareStrategy: SHARE_STRATEGY });
  return instance;
}

/** Loads `<remote>/mount` from the remote's manifest and answers its mount function. */
export async function loadRemoteMount(target: RemoteTarget): Promise<RemoteMount> {
  const host = federation();
  if (registered.get(target.name) !== target.entry) {
    // A second portal with the same remote name replaces the first registration.
    host.registerRemotes([target], { force: registered.has(target.name) });
    registered.set(target.name, target.entry);
  }
  const id = `${target.name}/mount`;
  let loaded: { mount?: RemoteMount; default?: RemoteMount } | null;
  try {
    loaded = await host.loadRemote<{ mount?: RemoteMount; default?: RemoteMount }>(id);
  } catch (error) {
    throw new Error(`duesflow: could not load ${id} from ${target.entry}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const mount = loaded?.mount ?? loaded?.default;
  if (typeof mount !== 'function') throw new Error(`duesflow: remote "${target.name}" does not expose ./mount`);
  return mount;
}
