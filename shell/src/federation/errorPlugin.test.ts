import errorPlugin from './errorPlugin';
import { entryUrlForAttempt, hasEntryExecuted, nextEntryAttempt } from './entryState';
import { RemoteLoadError } from './RemoteLoadError';

type Plugin = ReturnType<typeof errorPlugin>;
type HookArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];

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
  const plugin = errorPlugin();
  const fetchManifest = (url: string) => plugin.fetch!(url, {});
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('fails a manifest answered with an error status by its status, not as broken JSON', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404, statusText: 'Not Found' }) as Response);
    await expect(fetchManifest('http://localhost/remotes/payments/mf-manifest.json')).rejects.toThrow(
      '404: Not Found (http://localhost/remotes/payments/mf-manifest.json)',
    );
  });

  it('hands a healthy manifest response back to the runtime, always revalidated', async () => {
    const response = { ok: true, status: 200, statusText: 'OK' } as Response;
    global.fetch = jest.fn(async () => response);
    await expect(fetchManifest('http://localhost/remotes/collections/mf-manifest.json')).resolves.toBe(response);
    expect(global.fetch).toHaveBeenCalledWith(
      'http://localhost/remotes/collections/mf-manifest.json',
      expect.objectContaining({ cache: 'no-cache', signal: expect.any(AbortSignal) }),
    );
  });

  it('gives up on a manifest that does not answer within 10 s and aborts its request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    global.fetch = jest.fn((_url, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const pending = fetchManifest('http://localhost/remotes/collections/mf-manifest.json');
    const outcome = expect(pending).rejects.toThrow('did not answer within 10 s');
    jest.advanceTimersByTime(10_000);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });

  it('loads a remote entry with a 10 s bound, under a fresh URL after a failed attempt', () => {
    const url = 'http://localhost/remotes/analytics/remoteEntry.js';
    const first = plugin.createScript!({ url, remoteInfo: { name: 'analytics' } } as never) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(first.timeout).toBe(10_000);
    expect(first.script.src).toBe(url);
    nextEntryAttempt('analytics');
    const second = plugin.createScript!({ url, remoteInfo: { name: 'analytics' } } as never) as { script: HTMLScriptElement };
    expect(second.script.src).toBe(`${url}?attempt=1`);
    expect(entryUrlForAttempt('analytics', `${url}?v=2`)).toBe(`${url}?v=2&attempt=1`);
  });

  it('remembers which remote entries have run', async () => {
    expect(hasEntryExecuted('providers')).toBe(false);
    await plugin.afterLoadEntry!({ remoteInfo: { name: 'providers' }, remoteEntryExports: undefined } as never);
    expect(hasEntryExecuted('providers')).toBe(false);
    await plugin.afterLoadEntry!({ remoteInfo: { name: 'providers' }, remoteEntryExports: { get() {}, init() {} } } as never);
    expect(hasEntryExecuted('providers')).toBe(true);
  });

  it('rejects a screen load with an error naming the remote', async () => {
    const rejection = plugin.errorLoadRemote!(args({ lifecycle: 'afterResolve' }));
    await expect(rejection).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(rejection).rejects.toThrow('Remote "collections" could not be loaded: Failed to fetch');
  });

  it('passes an already wrapped error through unchanged', async () => {
    const original = new RemoteLoadError('collections', 'collections/Dashboard', new Error('gone'));
    await expect(plugin.errorLoadRemote!(args({ error: original }))).rejects.toBe(original);
  });

  it('skips a dead remote while shared libraries are negotiated instead of failing the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(plugin.errorLoadRemote!(args({ lifecycle: 'beforeLoadShare' }))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
