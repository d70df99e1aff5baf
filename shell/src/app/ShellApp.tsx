import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '../layout/NotFound';
import { ShellLayout } from '../layout/ShellLayout';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import type { SocketFactory } from '../realtime/realtimeClient';
import { RemoteScreen } from '../remotes/RemoteScreen';
import type { RemoteTarget } from '../remotes/remoteTargets';
import { createScreenLoader } from '../remotes/screenLoader';
import { ScreenLoaderContext } from '../remotes/ScreenLoaderContext';
import type { ShellRoute } from '../remotes/shellRoutes';
import { useAppStore } from './hooks';

interface Props {
  routes: ShellRoute[];
  targets: RemoteTarget[];
  createSocket?: SocketFactory;
}

/** The portal: realtime connection, layout, one route per registry entry and the not-found page. */
export function ShellApp({ routes, targets, createSocket }: Props) {
  const store = useAppStore();
  const [loader] = useState(() => createScreenLoader(store.bridge, targets));
  return (
    <RealtimeProvider createSocket={createSocket}>
      <ScreenLoaderContext.Provider value={loader}>
        <Routes>
          <Route element={<ShellLayout routes={routes} />}>
            {routes.map((route) => (
              // keyed by path so a failed screen's error state never carries over to the next route
              <Route key={route.path} path={route.path} element={<RemoteScreen key={route.path} route={route} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ScreenLoaderContext.Provider>
    </RealtimeProvider>
  );
}
