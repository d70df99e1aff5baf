import { z } from 'zod';
import { ZRequiredText, ZText } from './common';

export const DATA_STORE_PROVIDERS = ['airtable', 'supabase', 'on_premise_postgres'] as const;
export const SSL_MODES = ['prefer', 'require', 'disable'] as const;

export const ZBusinessDataStatus = z.object({
  provider: z.string(),
  deploymentType: z.string(),
  connected: z.boolean(),
  tableMapping: z.record(z.string(), z.string()),
});
export type TBusinessDataStatus = z.infer<typeof ZBusinessDataStatus>;

export const ZAirtableConfig = z
  .object({
    apiKey: ZRequiredText(1000, 'API key is required'),
    baseId: ZRequiredText(100, 'Base ID is required'),
  })
  .strict();
export type TAirtableConfig = z.infer<typeof ZAirtableConfig>;

export const ZSupabaseConfig = z
  .object({
    url: ZRequiredText(2000, 'URL is required').url('URL must be a URL'),
    key: ZRequiredText(4000, 'Key is required'),
  })
  .strict();
export type TSupabaseConfig = z.infer<typeof ZSupabaseConfig>;

export const ZPostgresConfig = z
  .object({
    host: ZRequiredText(253, 'Host is required'),
    port: z.number().int().min(1).max(65535).default(5432),
    database: ZRequiredText(63, 'Database is required'),
    username: ZRequiredText(63, 'Username is required'),
    password: ZText(1000).min(1, 'Password is required'),
    sslMode: z.enum(SSL_MODES).default('prefer'),
  })
  .strict();
export type TPostgresConfig = z.infer<typeof ZPostgresConfig>;

export const ZBusinessDataTestResponse = z.object({
  connected: z.boolean(),
  message: z.string(),
});
export type TBusinessDataTestResponse = z.infer<typeof ZBusinessDataTestResponse>;

export const ZBusinessDataSwitchResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  status: ZBusinessDataStatus,
});
export type TBusinessDataSwitchResponse = z.infer<typeof ZBusinessDataSwitchResponse>;

/** The one secret of each store's configuration: never answered, kept when a switch leaves it blank. */
export const STORE_SECRET_FIELDS = { airtable: 'apiKey', supabase: 'key', on_premise_postgres: 'password' } as const;

/**
 * Switch requests: the forms' fields, the secret optional. A blank or absent secret keeps the one
 * stored for the store in use (so changing one setting needs no retyping); with none stored it is required.
 */
export const ZAirtableSwitchRequest = ZAirtableConfig.extend({ apiKey: ZText(1000, { trim: true }).default('') }).strict();
export const ZSupabaseSwitchRequest = ZSupabaseConfig.extend({ key: ZText(4000, { trim: true }).default('') }).strict();
export const ZPostgresSwitchRequest = ZPostgresConfig.extend({ password: ZText(1000).default('') }).strict();

/** The configuration in use without its secret, to fill the forms after a reload. `default`: duesflow's own database. */
export const ZBusinessDataSettings = z.object({
  provider: z.enum(['default', ...DATA_STORE_PROVIDERS]),
  /** Non-secret fields: baseId; url; host, port, database, username, sslMode. */
  settings: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Whether a secret is stored (it is never sent). */
  secretStored: z.boolean(),
});
export type TBusinessDataSettings = z.infer<typeof ZBusinessDataSettings>;
