import { eq } from 'drizzle-orm';
import {
  STORE_SECRET_FIELDS,
  ZAirtableConfig,
  ZPostgresConfig,
  ZSupabaseConfig,
  type TAirtableConfig,
  type TBusinessDataSettings,
  type TBusinessDataStatus,
  type TBusinessDataTestResponse,
  type TPostgresConfig,
  type TSupabaseConfig,
} from '@duesflow/shared-contracts/business-data';
import { DATA_STORE_SECRET_FIELDS, maskUrlCredentials } from '@duesflow/shared-contracts/secret-fields';
import type { Database } from '../../core/db/database';
import { dataStoreConfig } from '../../core/db/schema/data-store-config';
import { ApiError } from '../../core/lib/api-error';
import type { Clock } from '../../core/lib/clock';
import type { SecretBox } from '../../core/secrets/secret-box';
import { rememberConfigSecrets, sealConfig, unsealConfig } from '../../core/secrets/secret-config';
import { readableNetworkError } from '../../core/lib/outbound-http';
import { AIRTABLE_TABLE, createAirtableCustomerStore, type AirtableOptions } from './airtable-customer-store';
import type { CustomerStore } from './customer-store';
import { StoreUnavailable, type ExternalCustomerStore } from './external-customer-store';
import { POSTGRES_TABLE, createPostgresTargetCustomerStore } from './postgres-target-customer-store';
import { SUPABASE_TABLE, createSupabaseCustomerStore } from './supabase-customer-store';

export type StoreTarget =
  | { provider: 'airtable'; config: TAirtableConfig }
  | { provider: 'supabase'; config: TSupabaseConfig }
  | { provider: 'on_premise_postgres'; config: TPostgresConfig };

export const STORE_LABELS: Record<StoreTarget['provider'], string> = {
  airtable: 'Airtable',
  supabase: 'Supabase',
  on_premise_postgres: 'On-Premise PostgreSQL',
};

/** A blank secret with none stored to keep: a 400 naming the field, like the contract's own checks. */
class MissingSecret extends ApiError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(400, 'validation_error', `${field}: ${reason}`);
  }

  override toBody() {
    return { ...super.toBody(), issues: [{ path: this.field, message: this.reason }] };
  }
}

/** The app's own database, the default store. */
export interface BuiltInStore {
  store: CustomerStore;
  /** embedded (PGlite in DATA_DIR) or server (DATABASE_URL). */
  deploymentType: 'embedded' | 'server';
  check(): Promise<void>;
}

export interface BusinessData {
  /** The customer store in use right now; every call reads which one that is. */
  store: CustomerStore;
  status(): Promise<TBusinessDataStatus>;
  testConnection(): Promise<TBusinessDataTestResponse>;
  /** Checks the target and makes it the store in use; throws StoreUnavailable (store unchanged) when it cannot be used. */
  switchTo(target: StoreTarget): Promise<TBusinessDataStatus>;
  /** Back to the app's own database. */
  useBuiltIn(): Promise<TBusinessDataStatus>;
  /** The configuration in use, its secret left out. */
  settings(): Promise<TBusinessDataSettings>;
  /**
   * A switch request whose secret is blank takes the stored one when the same kind of store is in use;
   * otherwise a blank secret is a 400 naming the field.
   */
  withStoredSecret<T extends StoreTarget>(target: T): Promise<T>;
  close(): Promise<void>;
}

export interface BusinessDataOptions {
  db: Database;
  secrets: SecretBox;
  clock: Clock;
  builtIn: BuiltInStore;
  airtable?: AirtableOptions;
}

const BUILT_IN_TABLES = { customers: 'customers', invoices: 'invoices', payments: 'payments', contactHistory: 'contact_attempts' };
const TABLES: Record<StoreTarget['provider'], Record<string, string>> = {
  airtable: { customers: AIRTABLE_TABLE },
  supabase: { customers: SUPABASE_TABLE },
  on_premise_postgres: { customers: POSTGRES_TABLE },
};
const DEPLOYMENT: Record<StoreTarget['provider'], string> = {
  airtable: 'cloud',
  supabase: 'cloud',
  on_premise_postgres: 'on_premise',
};

export function openExternalStore(target: StoreTarget, options: Pick<BusinessDataOptions, 'airtable'>): ExternalCustomerStore {
  switch (target.provider) {
    case 'airtable':
      return createAirtableCustomerStore(target.config, options.airtable);
    case 'supabase':
      return createSupabaseCustomerStore(target.config);
    case 'on_premise_postgres':
      return createPostgresTargetCustomerStore(target.config);
  }
}

function targetFrom(provider: string, config: Record<string, unknown>): StoreTarget {
  if (provider === 'airtable') return { provider, config: ZAirtableConfig.parse(config) };
  if (provider === 'supabase') return { provider, config: ZSupabaseConfig.parse(config) };
  return { provider: 'on_premise_postgres', config: ZPostgresConfig.parse(config) };
}

const sameStore = (stored: { provider: string } | null, target: StoreTarget) => stored?.provider === target.provider;

/** A URL sent back as the settings showed it (credentials masked) means the stored URL, credentials and all. */
function withStoredUrls<T extends StoreTarget>(target: T, stored: Record<string, unknown>): T {
  const config = { ...(target.config as Record<string, unknown>) };
  for (const [key, value] of Object.entries(config)) {
    const before = stored[key];
    if (typeof value === 'string' && typeof before === 'string' && before !== value && maskUrlCredentials(before) === value)
      config[key] = before;
  }
  return { ...target, config } as T;
}

/**
 * The switchable customer store. The choice lives in `data_store_config` (secrets encrypted), so every
 * API process follows a switch made on any of them; each process keeps one open adapter per choice.
 */
export function createBusinessData(options: BusinessDataOptions): BusinessData {
  const { db, secrets, clock, builtIn } = options;
  let cached: { stamp: string; provider: StoreTarget['provider']; store: ExternalCustomerStore } | undefined;

  async function active(): Promise<{ provider: StoreTarget['provider']; store: ExternalCustomerStore } | null> {
    const [row] = await db.select().from(dataStoreConfig).where(eq(dataStoreConfig.id, 1));
    // Every switch encrypts afresh (random IVs), so the stored config itself tells one choice from the next.
    const stamp = row ? `${row.provider}@${row.updatedAt.toISOString()}@${JSON.stringify(row.config)}` : '';
    if (cached && cached.stamp !== stamp) {
      const stale = cached.store;
      cached = undefined;
      await stale.close();
    }
    if (!row) return null;
    if (!cached) {
      const target = targetFrom(row.provider, unsealConfig(secrets, row.config));
      cached = { stamp, provider: target.provider, store: openExternalStore(target, options) };
    }
    return cached;
  }

  async function status(): Promise<TBusinessDataStatus> {
    const current = await active();
    if (!current) {
      const connected = await builtIn.check().then(
        () => true,
        () => false,
      );
      return { provider: 'on_premise_postgres', deploymentType: builtIn.deploymentType, connected, tableMapping: BUILT_IN_TABLES };
    }
    const connected = await current.store.check().then(
      () => true,
      () => false,
    );
    return { provider: current.provider, deploymentType: DEPLOYMENT[current.provider], connected, tableMapping: TABLES[current.provider] };
  }

  const store: CustomerStore = {
    get provider() {
      return cached?.store.provider ?? builtIn.store.provider;
    },
    async listCustomers() {
      return ((await active())?.store ?? builtIn.store).listCustomers();
    },
    // Workflows act on duesflow's own customers (they need invoices, payments and contact history), and
    // finding a customer is how they check one exists: that stays on the app's database whatever the
    // Customers screen lists (docs/business-data.md).
    findCustomer: (id) => builtIn.store.findCustomer(id),
  };

  async function storedConfig(): Promise<{ provider: StoreTarget['provider']; config: Record<string, unknown> } | null> {
    const [row] = await db.select().from(dataStoreConfig).where(eq(dataStoreConfig.id, 1));
    return row ? { provider: row.provider as StoreTarget['provider'], config: unsealConfig(secrets, row.config) } : null;
  }

  return {
    store,
    status,
    async settings() {
      const stored = await storedConfig();
      if (!stored) return { provider: 'default', settings: {}, secretStored: false };
      const secretField = STORE_SECRET_FIELDS[stored.provider];
      // A URL's credentials are shown masked; sent back unchanged they keep the stored URL (withStoredSecret).
      const settings = Object.fromEntries(
        Object.entries(stored.config)
          .filter(
            (entry): entry is [string, string | number] =>
              entry[0] !== secretField && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
          )
          .map(([key, value]) => [key, typeof value === 'string' ? maskUrlCredentials(value) : value]),
      );
      const secret = stored.config[secretField];
      return { provider: stored.provider, settings, secretStored: typeof secret === 'string' && secret.length > 0 };
    },
    async withStoredSecret(requested) {
      const field = STORE_SECRET_FIELDS[requested.provider];
      const stored = await storedConfig();
      const target = sameStore(stored, requested) ? withStoredUrls(requested, stored!.config) : requested;
      const config = target.config as Record<string, unknown>;
      if (typeof config[field] === 'string' && (config[field] as string).length > 0) return target;
      const secret = stored?.provider === target.provider ? stored.config[field] : undefined;
      if (typeof secret !== 'string' || secret.length === 0) {
        throw new MissingSecret(field, `${{ apiKey: 'API key', key: 'Key', password: 'Password' }[field]} is required`);
      }
      return { ...target, config: { ...config, [field]: secret } };
    },
    async testConnection() {
      const current = await active();
      if (!current) {
        try {
          await builtIn.check();
          return { connected: true, message: `Connected to the duesflow database (${builtIn.deploymentType})` };
        } catch (error) {
          const code = (error as { code?: string }).code;
          return {
            connected: false,
            message: `The duesflow database does not answer: ${readableNetworkError(code, String((error as Error).message))}`,
          };
        }
      }
      try {
        return { connected: true, message: await current.store.check() };
      } catch (error) {
        return { connected: false, message: error instanceof StoreUnavailable ? error.message : 'The store did not answer' };
      }
    },
    async switchTo(target) {
      rememberConfigSecrets(target.config as Record<string, unknown>, DATA_STORE_SECRET_FIELDS[target.provider]);
      const candidate = openExternalStore(target, options);
      try {
        await candidate.check();
      } finally {
        await candidate.close();
      }
      const now = clock.now();
      const config = sealConfig(secrets, target.config as Record<string, unknown>, {}, DATA_STORE_SECRET_FIELDS[target.provider]);
      await db
        .insert(dataStoreConfig)
        .values({ id: 1, provider: target.provider, config, updatedAt: now })
        .onConflictDoUpdate({ target: dataStoreConfig.id, set: { provider: target.provider, config, updatedAt: now } });
      return status();
    },
    async useBuiltIn() {
      await db.delete(dataStoreConfig).where(eq(dataStoreConfig.id, 1));
      return status();
    },
    async close() {
      const last = cached;
      cached = undefined;
      await last?.store.close();
    },
  };
}
