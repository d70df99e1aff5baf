import type { ReactNode } from 'react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { FONT_FAMILY } from './fonts';

/** How an embedded screen meets the page around it (`mount(element, { isolation })`). */
export type TIsolation = 'none' | 'shadow';

const MARK = 'data-duesflow-embed';

/**
 * What the page's CSS can still reach inside a shadow root: inherited properties (font, colour,
 * text-transform, letter-spacing …) flow in through the host element. `all: initial` on the host stops
 * them; the screen then starts from the portal's own type and colour.
 */
const HOST_STYLE = `
:host { all: initial; display: block; }
[${MARK}="screen"] { font-family: ${FONT_FAMILY}; font-size: 14px; line-height: 1.5715; color: rgba(0, 0, 0, 0.88); text-align: start; }
`;

export interface TIsolatedMount {
  /** Where React renders the screen. */
  container: Element;
  /** Wraps the screen in what its styles and popups need. */
  wrap(screen: ReactNode): ReactNode;
  /** Removes what was added (a shadow root itself cannot be taken off an element: it stays, empty). */
  remove(): void;
}

/** The default: the screen renders straight into the element, its styles into the page's head. */
export function renderInPlace(element: Element): TIsolatedMount {
  return { container: element, wrap: (screen) => screen, remove: () => undefined };
}

/**
 * The screen in a shadow root on `element`, so the page's style sheets cannot match anything in it:
 * antd's CSS-in-JS writes its styles into the shadow root (a style cache of its own, so styles already
 * in the page's head for another embed are written here too), and popups (selects, date pickers, menus,
 * modals, confirmations, toasts) open inside it through ConfigProvider's getPopupContainer. The
 * Devanagari @font-face stays in the page's head, where faces must be declared to be usable in a shadow tree.
 */
export function renderInShadowRoot(element: Element): TIsolatedMount {
  let shadow: ShadowRoot;
  // An empty shadow root is one a previous mount left (it cannot be taken off); one with content is the page's own.
  if (element.shadowRoot && element.shadowRoot.childNodes.length > 0) {
    throw new Error(`duesflow: <${element.localName}> already has a shadow root with content of its own; mount into an element of its own`);
  }
  try {
    shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch (error) {
    throw new Error(
      `duesflow: cannot render in a shadow root on <${element.localName}> (${error instanceof Error ? error.message : String(error)}); mount into a <div>`,
      { cause: error },
    );
  }
  const doc = element.ownerDocument;
  const style = doc.createElement('style');
  style.setAttribute(MARK, 'host');
  style.textContent = HOST_STYLE;
  const container = doc.createElement('div');
  container.setAttribute(MARK, 'screen');
  // Popups get a layer of their own, after the screen, so they paint above it.
  const popups = doc.createElement('div');
  popups.setAttribute(MARK, 'popups');
  popups.setAttribute('style', 'font-family: inherit');
  shadow.append(style, container, popups);
  const cache = createCache();

  return {
    container,
    wrap: (screen) => (
      <StyleProvider container={shadow} cache={cache}>
        <ConfigProvider getPopupContainer={() => popups}>{screen}</ConfigProvider>
      </StyleProvider>
    ),
    remove() {
      // The screen, its popups and antd's styles (this mount's own cache wrote them): all of it is ours.
      shadow.replaceChildren();
    },
  };
}
