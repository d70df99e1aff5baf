import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { App } from 'antd';
import { REALTIME_MESSAGE_ACTION, REALTIME_PATH } from '@duesflow/shared-contracts/realtime';
import { useAppDispatch } from '../app/hooks';
import { connectionStatusChanged } from './realtimeSlice';
import { createRealtimeClient, realtimeUrl, type RealtimeClient, type SocketFactory } from './realtimeClient';
import { parseRealtimeData, toastForMessage } from './realtimeMessages';
import { RealtimeSendContext } from './useRealtimeSend';

interface Props {
  /** Injected by tests; the browser's WebSocket otherwise. */
  createSocket?: SocketFactory;
  children: ReactNode;
}

/**
 * Owns the page's only WebSocket: mirrors its state into the store, forwards every valid message to
 * the store (remotes listen for REALTIME_MESSAGE_ACTION), shows the spec's toasts and lends its
 * outgoing send to the tree.
 */
export function RealtimeProvider({ createSocket, children }: Props) {
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const clientRef = useRef<RealtimeClient | null>(null);
  // A ref, so a new notification API object never tears the connection down.
  const notificationRef = useRef(notification);
  notificationRef.current = notification;

  useEffect(() => {
    const client = createRealtimeClient({
      url: realtimeUrl(window.location, REALTIME_PATH),
      createSocket,
      onStatus: (status) => dispatch(connectionStatusChanged(status)),
      onData: (data) => {
        const message = parseRealtimeData(data);
        if (!message) return;
        dispatch({ type: REALTIME_MESSAGE_ACTION, payload: message });
        const toast = toastForMessage(message);
        if (toast) notificationRef.current[toast.kind]({ title: toast.title, description: toast.description });
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
