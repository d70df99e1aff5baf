import '@testing-library/jest-dom';

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
 * antd's Form batches its watchers on a macrotask posted through MessageChannel, which jsdom lacks;
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
