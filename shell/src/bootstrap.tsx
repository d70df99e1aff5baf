import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { startShell } from './session/startShell';

// The portal's Content-Security-Policy allows no eval (docs/security.md): zod must not even try it
// (its first object parse would probe `Function('')` and report a violation).
zodConfig({ jitless: true });

// Nothing of the portal (registry, remotes, store, layout) is fetched before the session is known:
// the login page is the first page, and it stays light.
void startShell(createRoot(document.getElementById('root')!), {
  startPortal: async (root, session) => (await import('./portal/startPortal')).startPortal(root, session),
  reload: () => window.location.reload(),
});
