import { maskUrlCredentials } from '@duesflow/shared-contracts/secret-fields';

/**
 * The secrets this process has sealed or opened, so no log line or failure text can carry one even when
 * a library or a provider puts it in an error message (docs/secrets.md). Values shorter than 4 characters
 * are too common to redact; those shorter than 8 are only redacted as whole words.
 */
const known = new Set<string>();
const MAX_KNOWN = 10_000;
let pattern: RegExp | null | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function rememberSecret(value: string): void {
  const secret = value.trim();
  if (secret.length < 4 || known.has(secret) || known.size >= MAX_KNOWN) return;
  known.add(secret);
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) known.add(encoded);
  pattern = undefined;
}

function knownPattern(): RegExp | null {
  if (pattern !== undefined) return pattern;
  const alternatives = [...known]
    .sort((a, b) => b.length - a.length)
    .map((secret) => (secret.length >= 8 ? escape(secret) : `(?<![A-Za-z0-9])${escape(secret)}(?![A-Za-z0-9])`));
  pattern = alternatives.length ? new RegExp(alternatives.join('|'), 'g') : null;
  return pattern;
}

/**
 * A text fit for a log line or a stored failure reason: URL credentials and token parameters masked,
 * `Bearer …`/`Basic …` values masked, and every secret this process knows replaced by `••••`.
 */
export function redactSecrets(text: string): string {
  let out = maskUrlCredentials(text);
  out = out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 ••••');
  const secrets = knownPattern();
  return secrets ? out.replace(secrets, '••••') : out;
}
