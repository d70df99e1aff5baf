import { useEffect, useState, type ReactNode } from 'react';
import { Result } from 'antd';
import { onSessionEnded } from './sessionEvents';

/** What an embedded screen says in its own place once the portal session is over. */
export const EMBED_SESSION_ENDED_TITLE = 'Your session has ended.';
export const EMBED_SESSION_ENDED_TEXT = 'Reload the page to sign in again.';

/**
 * Outside the shell nobody shows a login page: once the session of this screen's API ends (a 401
 * `unauthenticated`, or a refused realtime socket), the screen is replaced by a notice in place.
 */
export function SessionEndedNotice({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const [ended, setEnded] = useState(false);
  useEffect(() => onSessionEnded((detail) => detail.apiBase === apiBase && setEnded(true)), [apiBase]);
  if (!ended) return children;
  return <Result status="warning" title={EMBED_SESSION_ENDED_TITLE} subTitle={EMBED_SESSION_ENDED_TEXT} />;
}
