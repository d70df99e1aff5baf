import { CUSTOMER_PAGE_SCRIPT } from './page';

/**
 * The page's script tells a parent frame its height (docs/embedding.md, "Embedding a customer's page"),
 * and only when framed. Run against the least of a page it needs: no pay form, no actions.
 */
function runScript({ framed, withResizeObserver = true }: { framed: boolean; withResizeObserver?: boolean }) {
  const posted: [unknown, string][] = [];
  const observed: unknown[] = [];
  let notify: () => void = () => {};
  const self: Record<string, unknown> = {};
  const parent = framed ? { postMessage: (message: unknown, target: string) => posted.push([message, target]) } : self;
  self.parent = parent;
  const body = { getBoundingClientRect: () => ({ height: 812.5 }) };
  const document = {
    body,
    querySelector: () => ({ dataset: {} }),
    querySelectorAll: () => [],
    getElementById: () => null,
  };
  class ResizeObserver {
    constructor(callback: () => void) {
      notify = callback;
    }
    observe(element: unknown) {
      observed.push(element);
    }
  }
  if (withResizeObserver) self.ResizeObserver = ResizeObserver;
  const sessionStorage = { getItem: () => null };
  // The page's own script, as the browser runs it, with these in place of the page's globals.
  new Function('window', 'parent', 'document', 'ResizeObserver', 'sessionStorage', CUSTOMER_PAGE_SCRIPT)(
    self,
    parent,
    document,
    ResizeObserver,
    sessionStorage,
  );
  return { posted, observed, body, resize: () => notify() };
}

it('framed, posts the height of the page to its parent whenever it changes', () => {
  const { posted, observed, body, resize } = runScript({ framed: true });
  expect(observed).toEqual([body]);
  resize();
  expect(posted).toEqual([[{ type: 'duesflow:customer-page-height', height: 812.5 }, '*']]);
});

it('framed in a browser without ResizeObserver, the page works without telling its height', () => {
  const { posted, observed } = runScript({ framed: true, withResizeObserver: false });
  expect(observed).toEqual([]);
  expect(posted).toEqual([]);
});

it('not framed, posts nothing and observes nothing', () => {
  const { posted, observed } = runScript({ framed: false });
  expect(observed).toEqual([]);
  expect(posted).toEqual([]);
});
