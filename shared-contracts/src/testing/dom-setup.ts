/**
 * Test setup shared by every UI package (shell and remotes): jest-dom matchers and the browser APIs
 * antd, react-router and the screens use that jsdom leaves out.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait for what a user would see; on a loaded 2-core CI machine antd renders slowly,
// so allow more than the default second before calling it missing. A screen's first lazily loaded
// part (a drawer, a form) evaluates its modules on first use: at a load average of 6-8, with four
// test files at a time on two cores, that took over 5 s (a drawer's first open, an empty table's text).
// The wait ends as soon as the text shows; only a test that fails waits it out.
configure({ asyncUtilTimeout: 10_000 });

// A screen test's time limit, also when a package's tests run alone (the combined run sets the same): the
// longest, a whole Customers workflow in one test, takes 5–6 s alone and took 26 and 31 s in two full runs
// on this 2-core machine, where a screen file runs up to six times slower than alone. A limit is not
// behaviour; each wait inside a test still gives up after its 10 s.
jest.setTimeout(90_000);

// jsdom lacks the layout APIs antd's responsive grid and lists observe.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// jsdom does not implement pseudo-element styles; antd asks for them to measure scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/**
 * antd's Form and Select post macrotasks through MessageChannel, which jsdom lacks;
 * Node's own keeps the test process alive through its open ports. A timer does the same job here.
 */
class MessageChannelStub {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}
Object.defineProperty(window, 'MessageChannel', { writable: true, value: MessageChannelStub });

// jsdom has no PointerEvent; a MouseEvent subclass carries clientX and pointerId for swipe tests.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// react-router needs TextEncoder at import time; jsdom leaves it out.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's components name their parts by id (a drawer by its title, a tooltip for its button). Under
// NODE_ENV=test their id hook answers 'test-id' for every one of them, so a drawer's aria-labelledby could
// point at an open tooltip's text instead of its own title, depending on which reached the page first: a
// test then found no dialog named "Reminders: Asha Traders", only one named "Reminders". Here they get
// React's own ids, unique as in a browser.
jest.mock('@rc-component/util/lib/hooks/useId', () => {
  const actual = jest.requireActual<typeof import('@rc-component/util/lib/hooks/useId')>('@rc-component/util/lib/hooks/useId');
  const { useId } = jest.requireActual<typeof import('react')>('react');
  function uniqueId(id?: string): string {
    const reactId = useId();
    return id || reactId;
  }
  return { ...actual, __esModule: true, default: uniqueId };
});

// antd's CSS-in-JS: only the rules that hide an element reach jsdom (./antd-css explains why and
// how a test about the styles themselves takes the real module). ANTD_FULL_CSS=1 writes the whole
// stylesheets, as before, to compare.
if (!process.env.ANTD_FULL_CSS)
  jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
    const actual = jest.requireActual<typeof import('@rc-component/util/lib/Dom/dynamicCSS')>('@rc-component/util/lib/Dom/dynamicCSS');
    const { hidingRules } = jest.requireActual<typeof import('./antd-css')>('./antd-css');
    return { ...actual, updateCSS: (css: string, key: string, option?: object) => actual.updateCSS(hidingRules(css), key, option) };
  });
