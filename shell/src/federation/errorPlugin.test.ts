import errorPlugin from './errorPlugin';
import { RemoteLoadError } from './RemoteLoadError';

type HookArgs = Parameters<NonNullable<ReturnType<typeof errorPlugin>['errorLoadRemote']>>[0];

const args = (overrides: Partial<HookArgs>): HookArgs =>
  ({
    id: 'collections/Dashboard',
    error: new Error('Failed to fetch'),
    from: 'runtime',
    lifecycle: 'onLoad',
    remote: { name: 'collections', entry: 'http://localhost/remotes/collections/mf-manifest.json' },
    origin: {},
    ...overrides,
  }) as HookArgs;

describe('errorPlugin', () => {
  const { errorLoadRemote, fetch: fetchManifest } = errorPlugin();
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('fails a manifest answered with an error status by its status, not as broken JSON', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: 'Not Found' }) as Response);
    await expect(fetchManifest!('http://localhost/remotes/payments/mf-manifest.json', {})).rejects.toThrow(
      '404: Not Found (http://localhost/remotes/payments/mf-manifest.json)',
    );
  });

  it('hands a healthy manifest response back to the runtime', async () => {
    const response = { ok: true, status: 200, statusText: 'OK' } as Response;
    global.fetch = jest.fn(async () => response);
    await expect(fetchManifest!('http://localhost/remotes/collections/mf-manifest.json', {})).resolves.toBe(response);
  });

  it('rejects a screen load with a readable error naming the remote', async () => {
    const rejection = errorLoadRemote!(args({ lifecycle: 'afterResolve' }));
    await expect(rejection).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(rejection).rejects.toThrow('Remote "collections" could not be loaded: Failed to fetch');
  });

  it('passes an already readable error through unchanged', async () => {
    const original = new RemoteLoadError('collections', 'collections/Dashboard', new Error('gone'));
    await expect(errorLoadRemote!(args({ error: original }))).rejects.toBe(original);
  });

  it('skips a dead remote while shared libraries are negotiated instead of failing the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(errorLoadRemote!(args({ lifecycle: 'beforeLoadShare' }))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
