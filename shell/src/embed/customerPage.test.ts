import { createEmbedApi } from './embedApi';
import { CUSTOMER_PAGE_SANDBOX, HEIGHT_MESSAGE } from './customerPage';

const PORTAL = 'http://portal.test:3000';

function setup() {
  const fetchImpl = jest.fn();
  const loadMount = jest.fn();
  const api = createEmbedApi({ scriptSrc: `${PORTAL}/embed.js`, loadMount, fetchImpl: fetchImpl as unknown as typeof fetch });
  return { api, fetchImpl, loadMount };
}

const frameIn = (selector: string) => document.querySelector(`${selector} iframe`) as HTMLIFrameElement;

/** A message as the framed page posts it: from `source`, on `origin`. */
function post(data: unknown, source: Window | null, origin = PORTAL) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  document.body.innerHTML = '<div id="page"></div><div id="other"></div>';
});

it('frames the link with a title, no referrer and the sandbox the page needs, asking nothing of the portal', async () => {
  const { api, fetchImpl, loadMount } = setup();
  await api.mountCustomerPage('#page', { link: `${PORTAL}/p?kX3vAbCdEfGhIjKlMnOpQr` });

  const frame = frameIn('#page');
  expect(frame.src).toBe(`${PORTAL}/p?kX3vAbCdEfGhIjKlMnOpQr`);
  expect(frame.title).toBe('Statement of account and ways to pay');
  expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(frame.getAttribute('sandbox')).toBe(CUSTOMER_PAGE_SANDBOX);
  expect(frame.getAttribute('sandbox')).not.toMatch(/allow-popups|allow-top-navigation(?!-by-user-activation)/);
  expect(frame.style.width).toBe('100%');
  expect(fetchImpl).not.toHaveBeenCalled();
  expect(loadMount).not.toHaveBeenCalled();
});

it("adds the language to a reminder's bare-token link and to the page's long address", async () => {
  const { api } = setup();
  await api.mountCustomerPage('#page', { link: `${PORTAL}/p?kX3vAbCdEfGhIjKlMnOpQr`, lang: 'hi' });
  expect(frameIn('#page').src).toBe(`${PORTAL}/p?kX3vAbCdEfGhIjKlMnOpQr&lang=hi`);
  await api.mountCustomerPage('#other', { link: `${PORTAL}/api/customer-page/kX3v?lang=en`, lang: 'mr', title: 'Your dues' });
  expect(frameIn('#other').src).toBe(`${PORTAL}/api/customer-page/kX3v?lang=mr`);
  expect(frameIn('#other').title).toBe('Your dues');
});

it('takes the height the framed page posts, and nothing from another window or origin', async () => {
  const { api } = setup();
  await api.mountCustomerPage('#page', { link: `${PORTAL}/p?kX3v` });
  const frame = frameIn('#page');

  post({ type: HEIGHT_MESSAGE, height: 1234.4 }, frame.contentWindow);
  expect(frame.style.height).toBe('1235px');
  post({ type: HEIGHT_MESSAGE, height: 99 }, window);
  post({ type: HEIGHT_MESSAGE, height: 99 }, frame.contentWindow, 'https://evil.example');
  post({ type: HEIGHT_MESSAGE, height: 'tall' }, frame.contentWindow);
  post({ type: 'something-else', height: 99 }, frame.contentWindow);
  post(null, frame.contentWindow);
  expect(frame.style.height).toBe('1235px');
});

it('resolves with a removal that takes the frame away and stops listening, once', async () => {
  const { api } = setup();
  const unmount = await api.mountCustomerPage('#page', { link: `${PORTAL}/p?kX3v` });
  const removed = jest.spyOn(window, 'removeEventListener');
  unmount();
  unmount();
  expect(document.querySelector('#page iframe')).toBeNull();
  expect(removed).toHaveBeenCalledTimes(1);
  removed.mockRestore();
});

it.each([
  [{ link: '' }, 'mountCustomerPage needs { link: "<portal>/p?<token>" }'],
  [{ link: 'https://elsewhere.example/p?kX3v' }, 'is not on the portal (http://portal.test:3000)'],
  [{ link: `${PORTAL}/customers` }, "is not a customer's page (http://portal.test:3000/p?<token>"],
  [{ link: `${PORTAL}/p` }, "is not a customer's page"],
  [{ link: `${PORTAL}/p?kX3v`, lang: 'ta' }, 'lang "ta" is not one of en, hi, mr'],
])('rejects %j with a readable reason and frames nothing', async (options, reason) => {
  const { api } = setup();
  await expect(api.mountCustomerPage('#page', options)).rejects.toThrow(reason);
  expect(document.querySelector('iframe')).toBeNull();
});

it('rejects a selector that matches nothing', async () => {
  const { api } = setup();
  await expect(api.mountCustomerPage('#missing', { link: `${PORTAL}/p?kX3v` })).rejects.toThrow('nothing matches "#missing"');
});
