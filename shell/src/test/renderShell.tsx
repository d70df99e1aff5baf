import { act } from '@testing-library/react';
import type { TRemoteRegistry } from '@duesflow/shared-contracts/registry';
import { ShellApp } from '../app/ShellApp';
import type { SocketFactory } from '../realtime/realtimeClient';
import { bundledRegistry } from '../remotes/loadRegistry';
import { remoteTargets } from '../remotes/remoteTargets';
import { shellRoutes } from '../remotes/shellRoutes';
import { fakeSocketFactory } from './fakeSocket';
import { renderWithProviders } from './renderWithProviders';

interface Options {
  route?: string;
  registry?: TRemoteRegistry;
  createSocket?: SocketFactory;
}

/**
 * The whole shell at a route, with the default registry and a socket that never connects by itself.
 * Async because antd's menu settles in a microtask after mounting; waiting keeps React's act() happy.
 */
export async function renderShell({ route = '/', registry = bundledRegistry, createSocket }: Options = {}) {
  const socket = createSocket ? undefined : fakeSocketFactory();
  const targets = remoteTargets(registry.remotes, 'http://localhost/registry.json');
  const rendered = renderWithProviders(
    <ShellApp routes={shellRoutes(registry)} targets={targets} createSocket={createSocket ?? socket!.create} />,
    { route },
  );
  await act(async () => {});
  return { ...rendered, socket };
}
