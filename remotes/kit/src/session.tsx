import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { CAPABILITY_DENIED_REASON, roleCan, type TCapability } from '@duesflow/shared-contracts/roles';
import type { TSessionApi } from './remoteApi';

interface TSessionQueryResult {
  data?: TSessionUser;
  isLoading: boolean;
  isFetching: boolean;
}

type TUseSessionQuery = () => TSessionQueryResult;

/** Without a provider nobody is known to be signed in: every guarded control stays disabled. */
const noSession: TUseSessionQuery = () => ({ data: undefined, isLoading: false, isFetching: false });

const SessionQueryContext = createContext<TUseSessionQuery>(noSession);

/**
 * Lends the remote's `sessionUser` query to `useSessionUser()` below. `hostedScreen`, `createMount` and
 * the test `renderWithProviders` put it around every screen when given the remote's api.
 */
export function SessionProvider({ api, children }: { api: TSessionApi; children: ReactNode }) {
  const useQuery = api.endpoints.sessionUser.useQuery as unknown as (arg: void) => TSessionQueryResult;
  return <SessionQueryContext.Provider value={useQuery}>{children}</SessionQueryContext.Provider>;
}

export interface TSessionState {
  /** The signed-in member of staff, once known. */
  user: TSessionUser | undefined;
  /** True until `GET /api/auth/me` first answers. */
  loading: boolean;
}

/** Who is signed in (`GET /api/auth/me`, asked once per remote and cached). */
export function useSessionUser(): TSessionState {
  const { data, isLoading } = useContext(SessionQueryContext)();
  return { user: data, loading: isLoading };
}

/** The tooltip of a control while the user's role is still being read. */
export const CHECKING_ACCESS_REASON = 'Checking your access…';

export interface TCan {
  allowed: boolean;
  /** Why not, for the control's tooltip (`CAPABILITY_DENIED_REASON`); undefined when allowed. */
  reason: string | undefined;
}

/**
 * Whether the signed-in role may use a control needing `capability`. The API enforces the same rule;
 * this only keeps a control from offering what would be refused. Unknown user: not allowed.
 */
export function useCan(capability: TCapability): TCan {
  const { user, loading } = useSessionUser();
  if (user && roleCan(user.role, capability)) return { allowed: true, reason: undefined };
  if (!user && loading) return { allowed: false, reason: CHECKING_ACCESS_REASON };
  return { allowed: false, reason: CAPABILITY_DENIED_REASON[user ? capability : 'read'] };
}

/**
 * A control the role may not use is rendered disabled, wrapped so its tooltip still shows on hover (a
 * disabled button gets no pointer events). `block` keeps a full-width control full width.
 *
 *   <Guarded capability="collect"><Button onClick={send}>Send Bulk SMS</Button></Guarded>
 */
export function Guarded({
  capability,
  block = false,
  children,
}: {
  capability: TCapability;
  block?: boolean;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const { allowed, reason } = useCan(capability);
  if (allowed) return children;
  return (
    <DeniedControl reason={reason} block={block}>
      {cloneElement(children, { disabled: true })}
    </DeniedControl>
  );
}

/**
 * The hover target and tooltip around a disabled control, for controls that disable themselves (e.g. an
 * upload area with `disabled={!allowed}`); without a reason it renders the control alone.
 */
export function DeniedControl({ reason, block = false, children }: { reason: ReactNode; block?: boolean; children: ReactNode }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}>{children}</span>
    </Tooltip>
  );
}
