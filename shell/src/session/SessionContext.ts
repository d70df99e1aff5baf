import { createContext, useContext } from 'react';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';

export interface TShellSession {
  /** Who signed in; fixed for the life of the page (a new sign-in reloads it). */
  user: TSessionUser;
  /** Ends the session and shows the login page. */
  signOut(): void;
}

export const SessionContext = createContext<TShellSession | undefined>(undefined);

export function useShellSession(): TShellSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useShellSession needs the SessionContext the shell provides once signed in');
  return session;
}
