import { act } from '@testing-library/react';
import type { TRemoteRegistry } from '@duesflow/shared-contracts/registry';
import { ShellApp } from '../app/ShellApp';
import type { SocketFactory } from '@duesflow/remote-kit/realtimeClient';
import { bundledRegistry } from '../remotes/loadRegistry';
import { remoteTargets } from '../remotes/remoteTargets';
import { fakeSocketFactory } from '@duesflow/remote-kit/testing/fakeSocket';
import { renderWithProviders } from './renderWithProviders';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';

interface Options {
  route?: string;
  registry?: TRemoteRegistry;
  createSocket?: SocketFactory;
  /** Answers routes.json requests; by default every remote's file is unreachable (fallback entries). */
  fetchRoutes?: typeof fetch;
  reloadPage?: () => void;
  /** Who is signed in (an admin by default). */
  user?: TSessionUser;
  signOut?: () => void;
}

const unreachable: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

/**
 * The whole shell at a route, with the default registry and a socket that never connects by itself.
 * Async because antd's menu settles in a microtask after mounting; waiting keeps React's act() happy.
 */
export async function renderShell({
  route = '/',
  registry = bundledRegistry,
  createSocket,
  fetchRoutes = unreachable,
  reloadPage,
  user,
  signOut,
}: Options = {}) {
  const socket = createSocket ? undefined : fakeSocketFactory();
  const targets = remoteTargets(registry.remotes, 'http://localhost/registry.json');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const rendered = renderWithProviders(
    <ShellApp targets={targets} createSocket={createSocket ?? socket!.create} fetchRoutes={fetchRoutes} reloadPage={reloadPage} />,
    { route, user, signOut },
  );
  await act(async () => {});
  warn.mockRestore();
  return { ...rendered, socket };
}
