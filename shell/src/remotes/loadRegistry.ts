import { REGISTRY_PATH, ZRemoteRegistry, type TRemoteRegistry } from '@duesflow/shared-contracts/registry';
import bundledRegistryJson from '../../registry.json';

/** How long the shell waits for the registry before it starts with the bundled copy. */
const REGISTRY_TIMEOUT_MS = 5000;

export interface LoadedRegistry {
  registry: TRemoteRegistry;
  /** Relative manifest URLs resolve against this. */
  registryUrl: string;
  source: 'served' | 'bundled';
}

export const bundledRegistry: TRemoteRegistry = ZRemoteRegistry.parse(bundledRegistryJson);

/**
 * The served registry lets a redeployed or moved remote be picked up without rebuilding the shell; the
 * copy bundled at build time keeps the portal usable when that file is missing or broken.
 */
export async function loadRegistry(
  pageUrl: string = window.location.href,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<LoadedRegistry> {
  const registryUrl = new URL(REGISTRY_PATH, pageUrl).href;
  try {
    const response = await fetchImpl(registryUrl, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const registry = ZRemoteRegistry.parse(await response.json());
    return { registry, registryUrl, source: 'served' };
  } catch (error) {
    console.warn('[duesflow] using the bundled remote registry:', error);
    return { registry: bundledRegistry, registryUrl, source: 'bundled' };
  }
}
