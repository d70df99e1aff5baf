import { REGISTRY_PATH } from '@duesflow/shared-contracts/registry';
import { EMBED_REGISTRY_PATH, fetchRegistry, findRemoteTarget, registryUrlOf } from './registryLookup';

// jsdom has no fetch Response; the loader only reads these members.
const jsonResponse = (body: unknown, status = 200, statusText = 'OK') =>
  ({ ok: status < 400, status, statusText, json: async () => body }) as unknown as Response;

const REGISTRY_URL = 'http://portal.test/registry.json';
const registry = {
  remotes: [
    { name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json' },
    { name: 'payments', manifestUrl: 'https://cdn.example/payments/mf-manifest.json' },
  ],
};

describe('registryUrlOf', () => {
  it('is the registry path the portal serves', () => {
    expect(EMBED_REGISTRY_PATH).toBe(REGISTRY_PATH);
  });

  it('is /registry.json on the portal', () => {
    expect(registryUrlOf('http://portal.test:3000')).toBe('http://portal.test:3000/registry.json');
  });
});

describe('findRemoteTarget', () => {
  it('resolves a relative manifest URL against the registry URL', () => {
    expect(findRemoteTarget(registry, 'collections', REGISTRY_URL)).toEqual({
      name: 'collections',
      entry: 'http://portal.test/remotes/collections/mf-manifest.json',
    });
  });

  it('keeps an absolute manifest URL (a remote deployed on another origin)', () => {
    expect(findRemoteTarget(registry, 'payments', REGISTRY_URL).entry).toBe('https://cdn.example/payments/mf-manifest.json');
  });

  it('names the remotes the portal has when the requested one is unknown', () => {
    expect(() => findRemoteTarget(registry, 'billing', REGISTRY_URL)).toThrow(
      'duesflow: unknown remote "billing"; this portal has: collections, payments',
    );
  });

  it('rejects something that is not a registry', () => {
    expect(() => findRemoteTarget({ remotes: [{ name: 'x' }] }, 'x', REGISTRY_URL)).toThrow(/is not a duesflow remote registry/);
    expect(() => findRemoteTarget(null, 'x', REGISTRY_URL)).toThrow(/is not a duesflow remote registry/);
  });
});

describe('fetchRegistry', () => {
  it('answers the parsed registry', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(registry));
    await expect(fetchRegistry(REGISTRY_URL, fetchImpl)).resolves.toEqual(registry);
    expect(fetchImpl).toHaveBeenCalledWith(REGISTRY_URL, { headers: { Accept: 'application/json' } });
  });

  it('reports an error status', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ error: 'unavailable' }, 503, 'Service Unavailable'));
    await expect(fetchRegistry(REGISTRY_URL, fetchImpl)).rejects.toThrow(`${REGISTRY_URL} answered 503: Service Unavailable`);
  });

  it('points at the origin allow-list when the request fails outright', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchRegistry(REGISTRY_URL, fetchImpl)).rejects.toThrow(/Failed to fetch.*EMBED_ALLOWED_ORIGINS/);
  });
});
