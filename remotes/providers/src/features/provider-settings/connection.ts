import type { PROVIDER_CONNECTIONS, TChannelSetting } from '@duesflow/shared-contracts/providers';

export type TConnection = (typeof PROVIDER_CONNECTIONS)[number];

/**
 * The settings card's connection (spec part 2 §4) from its channel: switched off is disconnected;
 * switched on with at least one active provider is connected; switched on with none is an error,
 * since staff expect it to send but it cannot.
 */
export function connectionOf(setting: Pick<TChannelSetting, 'enabled' | 'activeProviders'>): TConnection {
  if (!setting.enabled) return 'disconnected';
  return setting.activeProviders > 0 ? 'connected' : 'error';
}

export const CONNECTION_LABELS: Record<TConnection, string> = {
  connected: 'Connected',
  disconnected: 'Disconnected',
  error: 'Error',
};

/** antd Badge statuses. */
export const CONNECTION_BADGES: Record<TConnection, 'success' | 'default' | 'error'> = {
  connected: 'success',
  disconnected: 'default',
  error: 'error',
};
