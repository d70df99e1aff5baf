import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Flex } from 'antd';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import { Route, Routes } from '@duesflow/remote-kit/router';
import { NotFound } from '../layout/NotFound';
import { ShellLayout } from '../layout/ShellLayout';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import type { SocketFactory } from '@duesflow/remote-kit/realtimeClient';
import { RemoteScreen } from '../remotes/RemoteScreen';
import type { RemoteTarget } from '../remotes/remoteTargets';
import { createScreenLoader } from '../remotes/screenLoader';
import { ScreenLoaderContext } from '../remotes/ScreenLoaderContext';
import { useRefreshWhenServerReturns } from '../remotes/useRefreshWhenServerReturns';
import { useShellRoutes } from '../remotes/useShellRoutes';
import { useAppStore } from './hooks';
import { AdminOnly } from '../admin/AdminOnly';
import { AUDIT_LOG_PATH, STAFF_PATH } from '../admin/adminRoutes';

// The admin screens (Table, Modal, DatePicker, RTK Query) load only when an admin opens them.
const StaffScreen = lazy(() => import('../admin/staff/StaffScreen'));
const AuditLogScreen = lazy(() => import('../admin/audit/AuditLogScreen'));

const screenSpinner = (
  <Flex justify="center" style={{ padding: 48 }}>
    <LoadingStatus label="Loading screen" size="large" />
  </Flex>
);

function AdminScreen({ children }: { children: ReactNode }) {
  return (
    <AdminOnly>
      <Suspense fallback={screenSpinner}>{children}</Suspense>
    </AdminOnly>
  );
}

interface Props {
  /** The registry's remotes, where each one's manifest (and routes.json beside it) lives. */
  targets: RemoteTarget[];
  createSocket?: SocketFactory;
  /** How routes.json files are fetched (a stand-in server in tests). */
  fetchRoutes?: typeof fetch;
  /** Reloads the page when Retry cannot recover in place. */
  reloadPage?: () => void;
}

function RefreshWhenServerReturns() {
  useRefreshWhenServerReturns();
  return null;
}

/**
 * The portal: realtime connection, layout, one route per published (or fallback) screen, the shell's
 * own admin screens (Staff, Audit log), not-found page.
 */
export function ShellApp({ targets, createSocket, fetchRoutes, reloadPage }: Props) {
  const store = useAppStore();
  const [loader] = useState(() => createScreenLoader(store.bridge, targets));
  const { routes, settled } = useShellRoutes(targets, fetchRoutes);
  return (
    <RealtimeProvider createSocket={createSocket}>
      <RefreshWhenServerReturns />
      <ScreenLoaderContext.Provider value={loader}>
        <Routes>
          <Route element={<ShellLayout routes={routes} />}>
            {routes.map((route) => (
              // keyed by path so a failed screen's error state never carries over to the next route
              <Route key={route.path} path={route.path} element={<RemoteScreen key={route.path} route={route} reloadPage={reloadPage} />} />
            ))}
            <Route
              path={STAFF_PATH}
              element={
                <AdminScreen>
                  <StaffScreen />
                </AdminScreen>
              }
            />
            <Route
              path={AUDIT_LOG_PATH}
              element={
                <AdminScreen>
                  <AuditLogScreen />
                </AdminScreen>
              }
            />
            {/* A path a remote's routes.json may still add is not called unknown until every file is read. */}
            <Route path="*" element={settled ? <NotFound /> : screenSpinner} />
          </Route>
        </Routes>
      </ScreenLoaderContext.Provider>
    </RealtimeProvider>
  );
}
