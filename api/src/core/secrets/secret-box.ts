import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/app-secrets';
import { dataStoreConfig } from '../db/schema/data-store-config';
import { paymentGateways } from '../db/schema/payment-gateways';
import { providers } from '../db/schema/providers';
import { silentLogger, type Logger } from '../lib/logger';
import { rememberSecret } from './redact';
import { hasSealed, type StoredConfig } from './secret-config';

const PREFIX = 'enc:v1:';
/** Where earlier versions kept the key they generated: beside the data it protects. Migrated away on start. */
const LEGACY_KEY_NAME = 'secret_key';
/** The key file's name in DATA_DIR. */
export const KEY_FILE_NAME = 'secret.key';

/** Encrypts secrets for storage (AES-256-GCM); every value gets its own random IV. */
export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws when the value was encrypted with another key or was tampered with. */
  decrypt(stored: string): string;
  isEncrypted(value: unknown): value is string;
}

export function createSecretBox(secretKey: string): SecretBox {
  // The configured key is a passphrase of any length; HKDF turns it into exactly 32 bytes.
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'duesflow', 'stored-secrets', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
    },
    decrypt(stored) {
      const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
      if (!stored.startsWith(PREFIX) || !iv || !tag || data === undefined) throw new Error('Not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
    isEncrypted: (value): value is string => typeof value === 'string' && value.startsWith(PREFIX),
  };
}

export interface SecretKeySource {
  /** SECRET_KEY: wins when set. */
  secretKey?: string;
  /** The key file (DATA_DIR/secret.key), created with a random key on first use. */
  keyFile?: string;
}

/**
 * The key that seals stored secrets, never from the database it protects: SECRET_KEY, else the key file
 * (created once, mode 0600), else (tests only) a random key for this process. A key an earlier version
 * kept in `app_secrets` is migrated: every sealed value is re-sealed with this key in one transaction and
 * that row deleted (docs/secrets.md).
 */
export async function openSecretBox(db: Database, source: SecretKeySource, logger: Logger = silentLogger): Promise<SecretBox> {
  const key = source.secretKey ?? (source.keyFile ? readOrCreateKeyFile(source.keyFile, logger) : randomBytes(32).toString('base64'));
  rememberSecret(key);
  const box = createSecretBox(key);
  const moved = await migrateLegacyKey(db, box);
  if (moved !== null) {
    logger.info(
      `stored secrets re-sealed with the ${source.secretKey ? 'SECRET_KEY' : 'key file'} key (${moved} configurations); the key kept in the database was deleted`,
    );
  }
  return box;
}

/**
 * Reads the key file, creating it first when there is none. Creation is atomic: a private temporary file
 * is linked into place, so processes starting together all end up reading the one that won.
 */
export function readOrCreateKeyFile(path: string, logger: Logger = silentLogger): string {
  mkdirSync(dirname(path), { recursive: true });
  const existing = readKey(path);
  if (existing === null) {
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, path);
      logger.info(`created the secret key file ${path} (keep it out of backups of the database)`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EEXIST: another process created it first. Filesystems without hard links: exclusive create instead.
      if (code !== 'EEXIST') writeFileSync(path, readFileSync(temporary), { mode: 0o600, flag: 'wx' });
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
    chmodSync(path, 0o600);
    logger.warn(`${path} was readable by other users; its mode is now 0600`);
  }
  const key = readKey(path);
  if (key === null || key.length < 16) throw new Error(`${path} holds no usable key (16+ characters); restore it or set SECRET_KEY`);
  return key;
}

function readKey(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Re-seals every stored secret from the legacy database key to `box`; null when there was nothing to migrate. */
async function migrateLegacyKey(db: Database, box: SecretBox): Promise<number | null> {
  const [present] = await db.select({ name: appSecrets.name }).from(appSecrets).where(eq(appSecrets.name, LEGACY_KEY_NAME));
  if (!present) return null;
  return db.transaction(async (tx) => {
    // Processes starting together: the first takes the row's lock and migrates; the others find it gone.
    const [row] = await tx.select().from(appSecrets).where(eq(appSecrets.name, LEGACY_KEY_NAME)).for('update');
    if (!row) return null;
    rememberSecret(row.value);
    const legacy = createSecretBox(row.value);
    const reseal = (config: StoredConfig) => resealWith(legacy, box, config) as StoredConfig;
    let moved = 0;
    for (const provider of await tx.select({ id: providers.id, config: providers.config }).from(providers).for('update')) {
      if (!hasSealed(legacy, provider.config)) continue;
      await tx
        .update(providers)
        .set({ config: reseal(provider.config) })
        .where(eq(providers.id, provider.id));
      moved += 1;
    }
    // Gateway keys too: they hold what payment providers' configs held before the gateway became their one row.
    for (const gateway of await tx
      .select({ id: paymentGateways.id, credentials: paymentGateways.credentials })
      .from(paymentGateways)
      .for('update')) {
      if (!hasSealed(legacy, gateway.credentials)) continue;
      await tx
        .update(paymentGateways)
        .set({ credentials: reseal(gateway.credentials) })
        .where(eq(paymentGateways.id, gateway.id));
      moved += 1;
    }
    for (const store of await tx.select().from(dataStoreConfig).for('update')) {
      if (!hasSealed(legacy, store.config)) continue;
      await tx
        .update(dataStoreConfig)
        .set({ config: reseal(store.config) })
        .where(eq(dataStoreConfig.id, store.id));
      moved += 1;
    }
    await tx.delete(appSecrets).where(eq(appSecrets.name, LEGACY_KEY_NAME));
    return moved;
  });
}

/** Each sealed value opened with the legacy key and sealed with the new one; one already under the new key (or unreadable) is kept. */
function resealWith(legacy: SecretBox, box: SecretBox, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resealWith(legacy, box, item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resealWith(legacy, box, item)]));
  }
  if (!legacy.isEncrypted(value)) return value;
  try {
    return box.encrypt(legacy.decrypt(value));
  } catch {
    return value;
  }
}
