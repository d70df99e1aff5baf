import { useEffect, useRef } from 'react';
import { SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectConnectionStatus } from '../realtime/realtimeSlice';

/**
 * The realtime socket reconnecting after it was lost means the server is back: every mounted screen
 * reloads what it shows (the same request as the header's Refresh), so a screen whose data failed
 * while the server was down does not stay on skeletons or an error.
 */
export function useRefreshWhenServerReturns(): void {
  const status = useAppSelector(selectConnectionStatus);
  const dispatch = useAppDispatch();
  const wasConnected = useRef(false);
  const lostSinceConnected = useRef(false);

  useEffect(() => {
    if (status === 'connected') {
      if (wasConnected.current && lostSinceConnected.current) dispatch({ type: SHELL_REFRESH_ACTION });
      wasConnected.current = true;
      lostSinceConnected.current = false;
    } else if (status === 'disconnected' && wasConnected.current) {
      lostSinceConnected.current = true;
    }
  }, [status, dispatch]);
}
