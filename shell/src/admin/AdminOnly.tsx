import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/roles';
import { useAppStore } from '../app/hooks';
import { useShellSession } from '../session/SessionContext';
import { registerAdminApi } from './adminApi';

// Result carries antd's 403/404/500 illustrations; only a page that shows one downloads them.
const Result = lazy(() => import('antd/es/result'));

/** Plugs the admin api into the store before the screen's first query. */
function AdminApiScope({ children }: { children: ReactNode }) {
  const store = useAppStore();
  useState(() => registerAdminApi(store.bridge));
  return children;
}

/** A shell-owned admin screen; anyone else opening its URL is told why it is not shown. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useShellSession();
  if (user.role !== 'admin') {
    return (
      <Suspense fallback={null}>
        <Result status="403" title="Admins only" subTitle={CAPABILITY_DENIED_REASON.administer} />
      </Suspense>
    );
  }
  return <AdminApiScope>{children}</AdminApiScope>;
}
