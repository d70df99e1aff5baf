import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { ShellApp } from './app/ShellApp';
import { createAppStore } from './app/store';
import { registerRemoteTargets } from './remotes/federationRuntime';
import { loadRegistry } from './remotes/loadRegistry';
import { remoteTargets } from './remotes/remoteTargets';

async function start() {
  const { registry, registryUrl } = await loadRegistry();
  const targets = remoteTargets(registry.remotes, registryUrl);
  // Registering only records where each remote lives; nothing is fetched until a screen is visited.
  registerRemoteTargets(targets);

  const store = createAppStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <ShellApp targets={targets} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
