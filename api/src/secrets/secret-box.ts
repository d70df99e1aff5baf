import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/app-secrets';

const PREFIX = 'enc:v1:';
const GENERATED_KEY_NAME = 'secret_key';

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

/**
 * SECRET_KEY when configured. Otherwise a key generated once and kept in `app_secrets`, so restarts
 * and other API processes on the same database can decrypt (see docs/providers.md for the tradeoff).
 */
export async function openSecretBox(db: Database, secretKey: string | undefined): Promise<SecretBox> {
  if (secretKey) return createSecretBox(secretKey);
  // Processes starting together may both generate one: the first insert wins, everybody reads it back.
  await db
    .insert(appSecrets)
    .values({ name: GENERATED_KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, GENERATED_KEY_NAME));
  if (!row) throw new Error('The generated secret key could not be stored');
  return createSecretBox(row.value);
}
