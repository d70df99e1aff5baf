import type { SecretBox } from './secret-box';

/** Config keys whose values are credentials: apiKey, authToken, password, client_secret, keyId, ... */
const SECRET_KEY_NAME = /key|token|secret|password|passwd|credential|private|signature|auth/i;

export const isSecretKeyName = (name: string) => SECRET_KEY_NAME.test(name);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a response shows instead of a secret: the last 4 characters of a long one, nothing of a short one. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••••••';
}

/**
 * The config to store: values under secret-looking keys (at any depth) encrypted. A value equal to the
 * mask of the secret already stored under the same key means "unchanged", so a form that sends the
 * masked config back keeps the secret.
 */
export function sealConfig(box: SecretBox, config: Record<string, unknown>, stored: Record<string, unknown> = {}): Record<string, unknown> {
  const sealed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    const before = stored[key];
    if (isPlainObject(value)) {
      sealed[key] = sealConfig(box, value, isPlainObject(before) ? before : {});
    } else if (isSecretKeyName(key) && value !== null && value !== undefined && value !== '') {
      const plain = typeof value === 'string' ? value : JSON.stringify(value);
      const keep = box.isEncrypted(before) && plain === maskSecret(box.decrypt(before));
      sealed[key] = keep ? before : box.encrypt(plain);
    } else {
      sealed[key] = value;
    }
  }
  return sealed;
}

/** The stored config with every encrypted value replaced by its mask: what responses carry. */
export function maskConfig(box: SecretBox, stored: Record<string, unknown>): Record<string, unknown> {
  return mapSecrets(stored, (value) => {
    try {
      return maskSecret(box.decrypt(value));
    } catch {
      // Encrypted under another key (SECRET_KEY changed): still never shown.
      return '••••••••';
    }
  }, box);
}

/** The stored config decrypted, for adapters that must present the credentials. */
export function unsealConfig(box: SecretBox, stored: Record<string, unknown>): Record<string, unknown> {
  return mapSecrets(stored, (value) => box.decrypt(value), box);
}

function mapSecrets(config: Record<string, unknown>, map: (encrypted: string) => string, box: SecretBox): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (isPlainObject(value)) out[key] = mapSecrets(value, map, box);
    else out[key] = box.isEncrypted(value) ? map(value) : value;
  }
  return out;
}
