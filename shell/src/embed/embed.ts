// The duesflow embed loader (built to dist/embed.js): lets any page, React or not, on any origin,
// show one remote's screen with `duesflow.mount('collections', element, { route: '/customers' })`.
import { createEmbedApi } from './embedApi';
import { loadRemoteMount } from './federation';
import type { DuesflowEmbed } from './types';

declare global {
  interface Window {
    duesflow: DuesflowEmbed;
  }
}

// Only readable while this script runs for the first time; it tells us which portal served us.
const scriptSrc = (document.currentScript as HTMLScriptElement | null)?.src || undefined;

window.duesflow = createEmbedApi({ scriptSrc, loadMount: loadRemoteMount });
