import { createRoot } from 'react-dom/client';
import { startShell } from './session/startShell';

// Nothing of the portal (registry, remotes, store, layout) is fetched before the session is known:
// the login page is the first page, and it stays light.
void startShell(createRoot(document.getElementById('root')!), {
  startPortal: async (root, session) => (await import('./portal/startPortal')).startPortal(root, session),
  reload: () => window.location.reload(),
});
