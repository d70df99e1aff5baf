import { bundledRegistry, loadRegistry } from './loadRegistry';

const served = {
  remotes: [{ name: 'collections', manifestUrl: 'https://cdn.example.in/collections/mf-manifest.json' }],
};

// jsdom has no fetch Response; the loader only reads these members.
const jsonResponse = (body: unknown, status = 200, statusText = 'OK') =>
  ({ ok: status < 400, status, statusText, json: async () => body }) as unknown as Response;

describe('loadRegistry', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('uses the registry served beside the page', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(served));
    const loaded = await loadRegistry('https://portal.example.in/customers', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://portal.example.in/registry.json', expect.anything());
    expect(loaded).toEqual({
      registry: served,
      registryUrl: 'https://portal.example.in/registry.json',
      source: 'served',
    });
  });

  it('falls back to the bundled registry when the fetch fails', async () => {
    const loaded = await loadRegistry('https://portal.example.in/', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(loaded.source).toBe('bundled');
    expect(loaded.registry).toEqual(bundledRegistry);
    expect(loaded.registryUrl).toBe('https://portal.example.in/registry.json');
  });

  it('falls back when the registry is missing', async () => {
    const loaded = await loadRegistry('https://portal.example.in/', async () => jsonResponse({ error: 'not_found' }, 404, 'Not Found'));
    expect(loaded.source).toBe('bundled');
    expect(String(warn.mock.calls[0][1])).toContain('404: Not Found');
  });

  it('falls back when the served registry does not match the schema', async () => {
    const loaded = await loadRegistry('https://portal.example.in/', async () =>
      jsonResponse({ remotes: [{ name: 'Bad Name', manifestUrl: '/m.json' }] }),
    );
    expect(loaded.source).toBe('bundled');
    expect(loaded.registry.remotes.map((remote) => remote.name)).toEqual([
      'collections',
      'communications',
      'payments',
      'analytics',
      'providers',
    ]);
  });
});
