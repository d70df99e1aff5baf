import { z } from 'zod';

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
    apiKey: z.string().trim().min(1, 'API key is required'),
    baseId: z.string().trim().min(1, 'Base ID is required'),
  })
  .strict();
export type TAirtableConfig = z.infer<typeof ZAirtableConfig>;

export const ZSupabaseConfig = z
  .object({
    url: z.string().trim().url('URL must be a URL'),
    key: z.string().trim().min(1, 'Key is required'),
  })
  .strict();
export type TSupabaseConfig = z.infer<typeof ZSupabaseConfig>;

export const ZPostgresConfig = z
  .object({
    host: z.string().trim().min(1, 'Host is required'),
    port: z.number().int().min(1).max(65535).default(5432),
    database: z.string().trim().min(1, 'Database is required'),
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
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
