import type { PROVIDER_CONNECTIONS, TProvider } from '@duesflow/shared-contracts/providers';

export type TConnection = (typeof PROVIDER_CONNECTIONS)[number];

/**
 * The settings screen's connection (spec part 2 §4) from the stored status: active is connected,
 * inactive disconnected, and suspended or maintenance an error, since staff expect it to send but it cannot.
 */
export function connectionOf(status: TProvider['status']): TConnection {
  if (status === 'active') return 'connected';
  if (status === 'inactive') return 'disconnected';
  return 'error';
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
