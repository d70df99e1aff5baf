import { createEmbedApi } from './embedApi';
import type { RemoteMount } from './types';

const registry = { remotes: [{ name: 'collections', manifestUrl: '/remotes/collections/mf-manifest.json', routes: [] }] };
const jsonResponse = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', json: async () => body }) as unknown as Response;

function setup(scriptSrc: string | undefined = 'http://portal.test:3000/embed.js') {
  const unmountScreen = jest.fn();
  const remoteMount = jest.fn<ReturnType<RemoteMount>, Parameters<RemoteMount>>(() => unmountScreen);
  const loadMount = jest.fn(async () => remoteMount as RemoteMount);
  const fetchImpl = jest.fn(async () => jsonResponse(registry));
  const api = createEmbedApi({ scriptSrc, loadMount, fetchImpl });
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
