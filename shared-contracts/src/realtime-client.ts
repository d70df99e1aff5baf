import {
  REALTIME_MESSAGE_ACTION,
  REALTIME_PATH,
  REALTIME_RECONNECT_AFTER_CLOSE_MS,
  REALTIME_RECONNECT_AFTER_FAILURE_MS,
  ZRealtimeMessage,
} from './realtime';

/** ws:// or wss:// URL of the realtime endpoint on the API's origin (the page's, when relative). */
export function realtimeUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(REALTIME_PATH, apiBase || pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * A small framework-free realtime client for screens mounted outside the shell (which owns the only socket when
 * hosted): every valid message is dispatched as REALTIME_MESSAGE_ACTION so the listener reloads data.
 * Reconnects 3 s after a close and 5 s after a failed creation (spec part 1 §4, §9).
 */
export function connectRealtime(url: string, dispatch: (action: { type: string; payload: unknown }) => void): () => void {
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(open, delay);
  };

  function open() {
    try {
      socket = new WebSocket(url);
    } catch {
      schedule(REALTIME_RECONNECT_AFTER_FAILURE_MS);
      return;
    }
    socket.onmessage = (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        console.warn('Unparseable realtime message', event.data);
        return;
      }
      const message = ZRealtimeMessage.safeParse(parsed);
      if (message.success) dispatch({ type: REALTIME_MESSAGE_ACTION, payload: message.data });
      else console.info('Unknown realtime message', parsed);
    };
    socket.onclose = () => schedule(REALTIME_RECONNECT_AFTER_CLOSE_MS);
  }

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
