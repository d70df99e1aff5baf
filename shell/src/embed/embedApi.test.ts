import { createEmbedApi } from './embedApi';
import type { RemoteMount } from './types';

const registry = { remotes: [{ name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json', routes: [] }] };
const jsonResponse = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', json: async () => body }) as unknown as Response;

function setup(scriptSrc: string | undefined = 'http://portal.test:3000/embed.js') {
  const unmountScreen = jest.fn();
  const remoteMount = jest.fn<ReturnType<RemoteMount>, Parameters<RemoteMount>>(() => unmountScreen);
  const loadMount = jest.fn(async () => remoteMount as RemoteMount);
  const fetchImpl = jest.fn(async (_url: string, _init?: RequestInit) => jsonResponse(registry));
  const api = createEmbedApi({ scriptSrc, loadMount, fetchImpl: fetchImpl as unknown as typeof fetch });
  return { api, loadMount, remoteMount, unmountScreen, fetchImpl };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="dues"></div>';
});

it("mounts the remote's screen with the portal as API base, read from the portal the script came from", async () => {
  const { api, loadMount, remoteMount, fetchImpl } = setup();
  const element = document.getElementById('dues')!;
  await api.mount('collections', element, { route: '/customers' });

  expect(fetchImpl).toHaveBeenCalledWith('http://portal.test:3000/registry.json', expect.anything());
  expect(loadMount).toHaveBeenCalledWith({ name: 'collections', entry: 'http://portal.test:3000/remotes/collections/mf-manifest.json' });
  expect(remoteMount).toHaveBeenCalledWith(element, { apiBaseUrl: 'http://portal.test:3000', route: '/customers' });
});

it('takes a CSS selector and a portalUrl option', async () => {
  const { api, remoteMount, fetchImpl } = setup(undefined);
  await api.mount('collections', '#dues', { portalUrl: 'https://dues.example.in/' });
  expect(fetchImpl).toHaveBeenCalledWith('https://dues.example.in/registry.json', expect.anything());
  expect(remoteMount).toHaveBeenCalledWith(document.getElementById('dues'), { apiBaseUrl: 'https://dues.example.in', route: undefined });
});

it("passes isolation: 'shadow' on to the remote's mount, and refuses a value it does not know before asking the portal", async () => {
  const { api, remoteMount, fetchImpl } = setup();
  await api.mount('collections', '#dues', { route: '/customers', isolation: 'shadow' });
  expect(remoteMount).toHaveBeenCalledWith(document.getElementById('dues'), {
    apiBaseUrl: 'http://portal.test:3000',
    route: '/customers',
    isolation: 'shadow',
  });
  fetchImpl.mockClear();
  await expect(api.mount('collections', '#dues', { isolation: 'iframe' as never })).rejects.toThrow(
    `duesflow: isolation must be 'none' or 'shadow', not "iframe"`,
  );
  expect(fetchImpl).not.toHaveBeenCalled();
});

it('resolves with an unmount that removes the screen once', async () => {
  const { api, unmountScreen } = setup();
  const unmount = await api.mount('collections', '#dues');
  unmount();
  unmount();
  expect(unmountScreen).toHaveBeenCalledTimes(1);
});

it('rejects an unknown remote without loading anything', async () => {
  const { api, loadMount } = setup();
  await expect(api.mount('billing', '#dues')).rejects.toThrow('duesflow: unknown remote "billing"; this portal has: collections');
  expect(loadMount).not.toHaveBeenCalled();
});

it('rejects a selector that matches nothing before asking the portal', async () => {
  const { api, fetchImpl } = setup();
  await expect(api.mount('collections', '#missing')).rejects.toThrow('nothing matches "#missing"');
  expect(fetchImpl).not.toHaveBeenCalled();
});

describe('with an embed token', () => {
  it('trades the token for a session cookie before reading the registry or mounting', async () => {
    const { api, remoteMount, fetchImpl } = setup();
    const order: string[] = [];
    fetchImpl.mockImplementation(async (url: string) => {
      order.push(url);
      return url.endsWith('/embed-session') ? ({ ok: true, status: 204, statusText: 'No Content' } as Response) : jsonResponse(registry);
    });
    await api.mount('collections', '#dues', { route: '/customers', embedToken: 'tok-0123456789abcdef' });

    expect(order).toEqual(['http://portal.test:3000/api/auth/embed-session', 'http://portal.test:3000/registry.json']);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ token: 'tok-0123456789abcdef' }) });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(remoteMount).toHaveBeenCalled();
  });

  it("rejects with the portal's reason when the token is refused, mounting nothing", async () => {
    const { api, remoteMount, fetchImpl } = setup();
    fetchImpl.mockImplementation(
      async () =>
        ({
          ok: false,
          status: 401,
          statusText: 'Unauthorized',
          text: async () => JSON.stringify({ error: 'unauthenticated', message: 'The embed token has expired.' }),
        }) as unknown as Response,
    );
    await expect(api.mount('collections', '#dues', { embedToken: 'tok-0123456789abcdef' })).rejects.toThrow(
      'duesflow: the embed token was refused (401: The embed token has expired.)',
    );
    expect(remoteMount).not.toHaveBeenCalled();
  });
});
