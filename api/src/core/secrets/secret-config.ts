import { hasUrlCredentials, isSecretFieldName, maskUrlCredentials, urlCredentialParts } from '@duesflow/shared-contracts/secret-fields';
import type { SecretBox } from './secret-box';
import { rememberSecret } from './redact';

/**
 * A config as stored: the secrets in it sealed (docs/secrets.md). What is sealed:
 * - the fields its provider, gateway or data store declares secret (`@duesflow/shared-contracts/secret-fields`),
 * - any field whose name says it is a credential (`pin`, `pwd`, `passphrase`, `apiKey`, …), and every
 *   value under it, however deeply nested in objects and arrays,
 * - any string, anywhere, that carries URL credentials (`user:pass@`) or a token query parameter.
 */
export type StoredConfig = Record<string, unknown>;

/** What a response shows instead of a secret: the last 4 characters of a long one, nothing of a short one. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••••••';
}

// The sealed text says what was sealed: a string as it is, any other JSON value or a URL marked.
const JSON_MARK = '\u0000json\u0000';
const URL_MARK = '\u0000url\u0000';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sealLeaf(box: SecretBox, value: unknown, reason: 'field' | 'url'): string {
  if (typeof value === 'string') {
    rememberSecret(value);
    if (reason === 'url') for (const part of urlCredentialParts(value)) rememberSecret(part);
    return box.encrypt(reason === 'url' ? URL_MARK + value : value);
  }
  rememberSecret(String(value));
  return box.encrypt(JSON_MARK + JSON.stringify(value));
}

function openLeaf(box: SecretBox, sealed: string): { value: unknown; reason: 'field' | 'url' } {
  const plain = box.decrypt(sealed);
  if (plain.startsWith(JSON_MARK)) {
    const value = JSON.parse(plain.slice(JSON_MARK.length)) as unknown;
    rememberSecret(String(value));
    return { value, reason: 'field' };
  }
  if (plain.startsWith(URL_MARK)) {
    const value = plain.slice(URL_MARK.length);
    rememberSecret(value);
    for (const part of urlCredentialParts(value)) rememberSecret(part);
    return { value, reason: 'url' };
  }
  rememberSecret(plain);
  return { value: plain, reason: 'field' };
}

/** The mask a sealed value shows: a URL with its credentials masked, any other secret as maskSecret. */
function maskOf(box: SecretBox, sealed: string): unknown {
  try {
    const { value, reason } = openLeaf(box, sealed);
    if (reason === 'url' && typeof value === 'string') return maskUrlCredentials(value);
    return maskSecret(typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Sealed under another key: still never shown.
    return '••••••••';
  }
}

/**
 * The config to store. `declared`: the field names its provider, gateway or data store declares secret.
 * A blank value, or one equal to the mask of the secret already stored at the same place, means
 * "unchanged", so a form that sends the masked config back (or leaves a secret blank) keeps its secrets; a
 * field left out is removed.
 */
export function sealConfig(
  box: SecretBox,
  config: StoredConfig,
  stored: StoredConfig = {},
  declared: readonly string[] = [],
): StoredConfig {
  return sealNode(box, config, stored, new Set(declared), false) as StoredConfig;
}

function sealNode(box: SecretBox, value: unknown, before: unknown, declared: Set<string>, secret: boolean): unknown {
  if (Array.isArray(value)) {
    const previous = Array.isArray(before) ? before : [];
    return value.map((item, index) => sealNode(box, item, previous[index], declared, secret));
  }
  if (isPlainObject(value)) {
    const previous = isPlainObject(before) ? before : {};
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = sealNode(box, item, previous[key], declared, secret || declared.has(key) || isSecretFieldName(key));
    }
    return out;
  }
  // Blank or the mask where a secret is stored: unchanged. Leaving the field out removes the secret.
  if (value === '' && box.isEncrypted(before)) return before;
  if (value === null || value === undefined || value === '') return value;
  if (typeof value === 'string' && box.isEncrypted(before) && value === maskOf(box, before)) return before;
  if (secret) return sealLeaf(box, value, 'field');
  if (typeof value === 'string' && hasUrlCredentials(value)) return sealLeaf(box, value, 'url');
  return value;
}

/**
 * Every secret value of an opened config: what its declared and credential-named fields hold (at any
 * depth), and the credential parts of URLs anywhere in it. A vendor's error text is redacted with them.
 */
export function configSecretValues(config: StoredConfig, declared: readonly string[] = []): string[] {
  const found: string[] = [];
  const visit = (value: unknown, secret: boolean): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, secret));
    if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, secret || declared.includes(key) || isSecretFieldName(key));
      return;
    }
    if (value === null || value === undefined || value === '') return;
    if (secret) found.push(String(value));
    else if (typeof value === 'string') found.push(...urlCredentialParts(value));
  };
  visit(config, false);
  return found;
}

/**
 * Makes the secrets of a config known to the redaction of log lines before they are stored, e.g. while a
 * data store is checked with them (a library error quoting one is then masked too).
 */
export function rememberConfigSecrets(config: StoredConfig, declared: readonly string[] = []): void {
  for (const value of configSecretValues(config, declared)) rememberSecret(value);
}

/** The stored config with every sealed value replaced by its mask: what responses carry. */
export function maskConfig(box: SecretBox, stored: StoredConfig): StoredConfig {
  return mapSealed(stored, (sealed) => maskOf(box, sealed), box) as StoredConfig;
}

/** The stored config opened, for adapters that must present the credentials. */
export function unsealConfig(box: SecretBox, stored: StoredConfig): StoredConfig {
  return mapSealed(stored, (sealed) => openLeaf(box, sealed).value, box) as StoredConfig;
}

function mapSealed(value: unknown, map: (sealed: string) => unknown, box: SecretBox): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSealed(item, map, box));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSealed(item, map, box)]));
  return box.isEncrypted(value) ? map(value) : value;
}

/** Whether a stored config holds any sealed value (the key migration re-seals only those). */
export function hasSealed(box: SecretBox, value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => hasSealed(box, item));
  if (isPlainObject(value)) return Object.values(value).some((item) => hasSealed(box, item));
  return box.isEncrypted(value);
}
