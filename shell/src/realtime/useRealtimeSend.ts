import { createContext, useContext } from 'react';

/** Sends a JSON message over the realtime connection; false when it is not open. */
export type RealtimeSend = (message: unknown) => boolean;

export const RealtimeSendContext = createContext<RealtimeSend>(() => false);

export function useRealtimeSend(): RealtimeSend {
  return useContext(RealtimeSendContext);
}
