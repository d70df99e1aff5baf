import { useState, type ReactNode } from 'react';
import { Result } from 'antd';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import { useAppStore } from '../app/hooks';
import { useShellSession } from '../session/SessionContext';
import { registerAdminApi } from './adminApi';

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
    return <Result status="403" title="Admins only" subTitle={CAPABILITY_DENIED_REASON.administer} />;
  }
  return <AdminApiScope>{children}</AdminApiScope>;
}
