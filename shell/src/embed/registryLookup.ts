import { remoteTargets, type RemoteTarget } from '../remotes/remoteTargets';

/**
 * What the loader needs from the portal's /registry.json. Checked by hand instead of with the zod
 * schema so the loader bundle stays a few kilobytes: the portal has already validated this file.
 */
interface RegistryLike {
  remotes: { name: string; manifestUrl: string }[];
}

/**
 * REGISTRY_PATH of shared-contracts/registry, spelled out: importing that module would bundle zod into
 * the loader (its schemas are built at import time). A test keeps the two equal.
 */
export const EMBED_REGISTRY_PATH = '/registry.json';

function isRegistry(value: unknown): value is RegistryLike {
  const remotes = (value as RegistryLike | null)?.remotes;
  return Array.isArray(remotes) && remotes.every((remote) => typeof remote?.name === 'string' && typeof remote?.manifestUrl === 'string');
}

export function registryUrlOf(portalUrl: string): string {
  return new URL(EMBED_REGISTRY_PATH, portalUrl).href;
}

/** The named remote with its manifest URL made absolute (relative ones resolve against the registry). */
export function findRemoteTarget(registry: unknown, remoteName: string, registryUrl: string): RemoteTarget {
  if (!isRegistry(registry)) throw new Error(`duesflow: ${registryUrl} is not a duesflow remote registry`);
  const remote = registry.remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) {
    const known = registry.remotes.map((candidate) => candidate.name).join(', ') || 'none';
    throw new Error(`duesflow: unknown remote "${remoteName}"; this portal has: ${known}`);
  }
  return remoteTargets([remote], registryUrl)[0];
}

/** Reads the portal's registry (cross-origin: the portal must allow this page's origin). */
export async function fetchRegistry(registryUrl: string, fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(registryUrl, { headers: { Accept: 'application/json' } });
  } catch (error) {
    // A CORS refusal surfaces here as a bare network error; name the likely cause.
    throw new Error(
      `duesflow: could not read ${registryUrl} (${error instanceof Error ? error.message : String(error)}). ` +
        "Is the portal running, and is this page's origin in its EMBED_ALLOWED_ORIGINS?",
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`duesflow: ${registryUrl} answered ${response.status}: ${response.statusText}`);
  return response.json();
}
