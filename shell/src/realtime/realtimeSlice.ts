import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TConnectionStatus } from '@duesflow/remote-kit/realtimeClient';

/** Spec part 1 §4: disconnected, then connecting, then connected. */
export type ConnectionStatus = TConnectionStatus;

export interface RealtimeState {
  status: ConnectionStatus;
}

const initialState: RealtimeState = { status: 'disconnected' };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionStatusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
  },
});

export const { connectionStatusChanged } = realtimeSlice.actions;
export const { selectConnectionStatus } = realtimeSlice.selectors;
