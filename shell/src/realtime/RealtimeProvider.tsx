import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@duesflow/remote-kit/router';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { createRealtimeClient, realtimeUrl, type RealtimeClient, type SocketFactory } from '@duesflow/remote-kit/realtimeClient';
import { useToast } from '@duesflow/remote-kit/toast';
import { confirmSessionAfterSocketClose } from '@duesflow/remote-kit/sessionEvents';
import { useAppDispatch } from '../app/hooks';
import { connectionStatusChanged } from './realtimeSlice';
import { toastForMessage } from './realtimeMessages';
import { SessionContext } from '../session/SessionContext';
import { RealtimeSendContext } from './useRealtimeSend';

interface Props {
  /** Injected by tests; the browser's WebSocket otherwise. */
  createSocket?: SocketFactory;
  children: ReactNode;
}

/**
 * Owns the page's only WebSocket: mirrors its state into the store, forwards every valid message to
 * the store (remotes listen for REALTIME_MESSAGE_ACTION), shows the spec's toasts through the same
 * queue as the screens' own, and lends its outgoing send to the tree.
 */
export function RealtimeProvider({ createSocket, children }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const clientRef = useRef<RealtimeClient | null>(null);
  // A ref, so a new toast API object never tears the connection down.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const userId = useContext(SessionContext)?.user.id;
  const userRef = useRef(userId);
  userRef.current = userId;

  useEffect(() => {
    const client = createRealtimeClient({
      url: realtimeUrl('', window.location.href),
      createSocket,
      onStatus: (status) => dispatch(connectionStatusChanged(status)),
      onMessage: (message) => {
        dispatch({ type: REALTIME_MESSAGE_ACTION, payload: message });
        const shown = toastForMessage(message, userRef.current);
        if (!shown) return;
        const { link, customerLink, ...shownToast } = shown;
        const go = (path: string) => void navigateRef.current(path);
        const description = customerLink ? (
          <>
            {shownToast.description}{' '}
            <a
              href={customerLink.path}
              onClick={(event) => {
                event.preventDefault();
                go(customerLink.path);
              }}
            >
              {customerLink.label}
            </a>
          </>
        ) : (
          shownToast.description
        );
        toastRef.current.show({
          ...shownToast,
          // Something that happened elsewhere: it must not hold up the toast of what the user just did.
          notice: true,
          description,
          ...(link ? { action: { label: link.label, onClick: () => go(link.path) } } : {}),
        });
      },
      // The API refuses the upgrade without a session, and the browser hides that 401: a socket that
      // never opened makes the shell ask whether the session ended.
      onClose: ({ opened }) => {
        if (!opened) void confirmSessionAfterSocketClose();
      },
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
  }, [createSocket, dispatch]);

  const send = useCallback((message: unknown) => clientRef.current?.send(message) ?? false, []);
  return <RealtimeSendContext.Provider value={send}>{children}</RealtimeSendContext.Provider>;
}
