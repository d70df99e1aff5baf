import { z } from 'zod';
import { DEFAULT_CALL_WINDOW, DEFAULT_SENDING_WINDOW, isSendingWindow } from './lib/hours-of-day';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where embedded PGlite keeps its files when no DATABASE_URL is given. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL connection string; when set, the API uses that server instead of PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** Base URL customers open pay links under; defaults to the origin of the request that made the link. */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Key for encrypting stored secrets (used by later data-store and provider adapters). */
  SECRET_KEY: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Hours within which a customer (or typed number) is not sent the same channel's reminder again; 0 turns it off (docs/sending.md). */
  SEND_COOLDOWN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Times of day (IST) messages may go out, HH:MM-HH:MM; outside them they wait (docs/communications.md). */
  SENDING_WINDOW: z
    .string()
    .default(DEFAULT_SENDING_WINDOW)
    .refine(isSendingWindow, 'Expected HH:MM-HH:MM within one day, e.g. 09:00-21:00 (00:00-24:00: any hour)'),
  /** Times of day (IST) calls may be placed, HH:MM-HH:MM (RBI: 08:00-19:00); outside them calls wait (docs/sending.md). */
  CALL_WINDOW: z
    .string()
    .default(DEFAULT_CALL_WINDOW)
    .refine(isSendingWindow, 'Expected HH:MM-HH:MM within one day, e.g. 08:00-19:00 (00:00-24:00: any hour)'),
  /** Days a new payment link stays payable; a scheduled sweep marks it expired after (docs/payments.md). */
  PAYMENT_LINK_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Days a new link to a customer's own page opens it (docs/customer-page.md). */
  CUSTOMER_PAGE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The business the customer's page speaks for: its name, and how customers reach it (docs/customer-page.md). */
  BUSINESS_NAME: z.string().trim().min(1).max(120).default('Demo Traders'),
  BUSINESS_PHONE: z.string().trim().max(40).optional(),
  BUSINESS_EMAIL: z.string().trim().email().max(254).optional(),
  /** TallyPrime's HTTP server (e.g. http://tally-host:9000); unset: no Tally sync and no 2-hourly schedule. */
  TALLY_URL: z.string().url().optional(),
  /** Base URL of Airtable's REST API (a stand-in server in tests). */
  AIRTABLE_API_URL: z.string().url().default('https://api.airtable.com'),
  /** The remote registry served at /registry.json; defaults to the shell's registry.json. */
  REGISTRY_FILE: z.string().min(1).optional(),
  /**
   * Origins of pages that embed a duesflow screen (comma-separated, e.g.
   * `https://shop.example.in,http://localhost:8080`): they may call /api and read /registry.json
   * with credentials. Unset: no cross-origin access.
   */
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((list, ctx) => parseOrigins(list ?? '', ctx)),
  /** An admin created, or reset to this password, on every start. Both or neither. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().max(254).optional(),
  ADMIN_PASSWORD: z.string().min(10, 'use at least 10 characters').max(256).optional(),
  /** A session unused this many minutes ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(480),
  /** A session ends this many hours after sign-in, however used. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
  /** "true" when a reverse proxy sets X-Forwarded-For/Proto/Host; otherwise those headers are ignored (docs/security.md). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Set to "false" to start with an empty database instead of demo data. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * "true": gateways without credentials take links, paid on the portal's sandbox page (no real money).
   * Unset: on only when SEED_DEMO_DATA is on (docs/payments.md); read through sandboxPaymentsOn().
   */
  SANDBOX_PAYMENTS: z.enum(['true', 'false']).optional(),
  /** A signed gateway webhook whose own timestamp is older than this is refused (a replay); above the vendors' one-day retries. */
  WEBHOOK_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(172_800),
});

/** `https://a.example, http://localhost:8080` → ['https://a.example', 'http://localhost:8080']. */
function parseOrigins(list: string, ctx: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const item of list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      // reported below
    }
    // A browser sends the bare origin; anything more (a path, a wildcard) would never match it.
    const bareOrigin = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !item.includes('*');
    if (!url || !/^https?:$/.test(url.protocol) || !bareOrigin) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://shop.example.in` });
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

export type TEnv = z.infer<typeof ZEnv> & {
  /** REMOTE_<NAME>_URL variables: remote name → the mf-manifest.json URL replacing the registry's. */
  remoteManifestUrls: Record<string, string>;
};

/** Parses an environment; empty strings count as unset so `PUBLIC_URL=` behaves like no value. */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZEnv.refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PASSWORD'],
  }).safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return { ...result.data, remoteManifestUrls: remoteManifestUrlsFrom(cleaned) };
}

/** REMOTE_COLLECTIONS_URL=https://cdn.example.com/collections/mf-manifest.json → { collections: '…' } */
function remoteManifestUrlsFrom(source: Record<string, string | undefined>): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const match = /^REMOTE_([A-Z0-9_]+)_URL$/.exec(key);
    if (match && value) urls[match[1].toLowerCase()] = value;
  }
  return urls;
}

/** SANDBOX_PAYMENTS, defaulting to SEED_DEMO_DATA: sandbox money only where demo data is. */
export function sandboxPaymentsOn(env: Pick<TEnv, 'SANDBOX_PAYMENTS' | 'SEED_DEMO_DATA'>): boolean {
  return env.SANDBOX_PAYMENTS === undefined ? env.SEED_DEMO_DATA : env.SANDBOX_PAYMENTS === 'true';
}

let parsed: TEnv | undefined;

/** The process environment, parsed on the first call and reused. This is the only place that reads process.env. */
export function readEnv(): TEnv {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** Every variable env.ts reads (README's configuration table is checked against this list). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape);
