import type { Context } from 'hono';

/** How the API sees the requests that reach it: set once per app, read by every transport check. */
export interface TransportSettings {
  /**
   * TRUST_PROXY: a reverse proxy in front of the API sets X-Forwarded-For/Proto/Host. Off: those headers
   * are removed from every request before any handler sees them (anyone can send them).
   */
  trustProxy: boolean;
  /** PUBLIC_URL's origin, when set: pages served under it may send state-changing requests. */
  publicOrigin?: string;
  /** EMBED_ALLOWED_ORIGINS: integrators' pages that may call the API with a session. */
  embedAllowedOrigins: readonly string[];
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on every request by the transport layer (security/transport.ts). */
    transport: TransportSettings;
  }
}

const DEFAULT_SETTINGS: TransportSettings = { trustProxy: false, embedAllowedOrigins: [] };

export function transportSettings(options: {
  trustProxy?: boolean;
  publicUrl?: string;
  embedAllowedOrigins?: readonly string[];
}): TransportSettings {
  return {
    trustProxy: options.trustProxy ?? false,
    publicOrigin: options.publicUrl ? new URL(options.publicUrl).origin : undefined,
    embedAllowedOrigins: (options.embedAllowedOrigins ?? []).map((origin) => new URL(origin).origin),
  };
}

/** The settings of the app answering `c` (defaults: no proxy trusted, nothing else allowed). */
export function settingsOf(c: Context): TransportSettings {
  return (c.get('transport') as TransportSettings | undefined) ?? DEFAULT_SETTINGS;
}
