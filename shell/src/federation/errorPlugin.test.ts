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
  const { errorLoadRemote } = errorPlugin();

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
