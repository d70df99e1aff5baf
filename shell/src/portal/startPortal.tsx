// First: zod must be jitless before any schema module below is evaluated.
import './zodJitless';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from '@duesflow/remote-kit/router';
import { AppProviders } from '../app/AppProviders';
import { ShellApp } from '../app/ShellApp';
import { createAppStore } from '../app/store';
import { registerRemoteTargets } from '../remotes/federationRuntime';
import { loadRegistry } from '../remotes/loadRegistry';
import { remoteTargets } from '../remotes/remoteTargets';
import { SessionContext, type TShellSession } from '../session/SessionContext';

/** The signed-in portal: registry, remotes, store, layout, realtime. */
export async function startPortal(root: Root, session: TShellSession): Promise<void> {
  const { registry, registryUrl } = await loadRegistry();
  const targets = remoteTargets(registry.remotes, registryUrl);
  // Registering only records where each remote lives; nothing is fetched until a screen is visited.
  registerRemoteTargets(targets);

  const store = createAppStore();
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <SessionContext.Provider value={session}>
          <BrowserRouter>
            <ShellApp targets={targets} />
          </BrowserRouter>
        </SessionContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
}
