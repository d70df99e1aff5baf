import { createRoot } from 'react-dom/client';
import { declarePortalFonts } from '@duesflow/remote-kit/fonts';
import { startShell } from './session/startShell';

// Hindi and Marathi read as Devanagari where the system has no such font; fetched only when shown.
declarePortalFonts('', { page: true });

// Nothing of the portal (registry, remotes, store, layout) is fetched before the session is known:
// the login page is the first page, and it stays light.
void startShell(createRoot(document.getElementById('root')!), {
  // Named: the server preloads its files with a signed-in page (shared-contracts/build/preload-map.ts).
  startPortal: async (root, session) => (await import(/* webpackChunkName: "portal" */ './portal/startPortal')).startPortal(root, session),
  reload: () => window.location.reload(),
});
