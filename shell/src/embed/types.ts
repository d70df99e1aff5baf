/** What every duesflow remote's `./mount` module does: render one screen standalone, hand back its unmount. */
export type RemoteMount = (element: Element, options: { apiBaseUrl?: string; route?: string; isolation?: EmbedIsolation }) => () => void;

/** `'shadow'`: the screen in a shadow root, out of reach of the page's CSS; `'none'`: straight into the element. */
export type EmbedIsolation = 'none' | 'shadow';
export const EMBED_ISOLATIONS: readonly EmbedIsolation[] = ['none', 'shadow'];

export interface EmbedOptions {
  /** Which screen of the remote to show, e.g. '/customers'; the remote's default when left out. */
  route?: string;
  /** The portal's URL; defaults to the origin the loader script was served from. */
  portalUrl?: string;
  /**
   * A short-lived, single-use token the integrator's server got from `POST /api/auth/embed-tokens`;
   * exchanged for the portal's session cookie before the screen mounts. Without it the screen uses
   * whatever portal session the browser already has.
   */
  embedToken?: string;
  /**
   * `'shadow'` renders the screen inside a shadow root on the element, so this page's style sheets
   * (`button { … }`, resets, frameworks) cannot restyle it, popups and dialogs included. Default `'none'`:
   * the screen renders into the element and its styles go into the page's head.
   */
  isolation?: EmbedIsolation;
}

export interface CustomerPageOptions {
  /**
   * The customer's page link the integrator's server got: the `url` of `POST /api/customers/{id}/page-link`,
   * or a reminder's `<portal>/p?<token>`.
   */
  link: string;
  /** The page's language, `en`, `hi` or `mr`; else the customer's own. */
  lang?: string;
  /** The frame's accessible name; default "Statement of account and ways to pay". */
  title?: string;
  /** The portal's URL (the link must be on it); defaults to the origin the loader script was served from. */
  portalUrl?: string;
}

/** `window.duesflow`, the whole public surface of the loader. */
export interface DuesflowEmbed {
  /** Renders `remoteName`'s screen into `element` (an element or a CSS selector); resolves with its unmount. */
  mount(remoteName: string, element: Element | string, options?: EmbedOptions): Promise<() => void>;
  /** Shows a customer's own page in a frame in `element`, as tall as the page; resolves with its removal. */
  mountCustomerPage(element: Element | string, options: CustomerPageOptions): Promise<() => void>;
}
