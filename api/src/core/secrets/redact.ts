import { isSecretFieldName, maskUrlCredentials } from '@duesflow/shared-contracts/secret-fields';

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

/**
 * `name: value`, `name=value` and `"name": "value"` pairs, as a vendor's error text shows echoed request
 * headers or fields (`"x-client-secret": "…"`, `authkey: …`, `Authorization: Basic …`).
 */
const NAMED_VALUE = /(["']?)([A-Za-z][\w.-]{0,60})\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,;&}\]]+)/g;

function maskNamedCredentials(text: string): string {
  const pattern = new RegExp(NAMED_VALUE.source, 'g');
  let out = '';
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [pair, quote = '', name = '', separator = '', value = ''] = match;
    if (!isSecretFieldName(name)) {
      // Not a credential: its value may itself be the name of one ('rejected: "Authorization": …').
      pattern.lastIndex = match.index + quote.length * 2 + name.length + separator.length;
      continue;
    }
    const masked = value.startsWith('"') ? '"••••"' : value.startsWith("'") ? "'••••'" : '••••';
    out += `${text.slice(from, match.index)}${quote}${name}${quote}${separator}${masked}`;
    from = match.index + pair.length;
  }
  return out + text.slice(from);
}

/** Names only a request's headers carry: an object holding one of them is an echo of the request's headers. */
const REQUEST_HEADER_NAMES = [
  'host',
  'authorization',
  'content-type',
  'user-agent',
  'accept',
  'x-client-id',
  'x-client-secret',
  'x-api-version',
  'authkey',
  'x-idempotency-key',
  'connection',
];
const HEADER_OBJECT = new RegExp(`\\{[^{}]*"(?:${REQUEST_HEADER_NAMES.join('|')})"\\s*:[^{}]*\\}`, 'gi');
export const HEADERS_LEFT_OUT = '[request headers left out]';

/** A vendor that echoes the request's headers (as a JSON object) keeps none of them in duesflow's records. */
function withoutEchoedHeaders(text: string): string {
  return text.replace(HEADER_OBJECT, HEADERS_LEFT_OUT);
}

function withoutValues(text: string, secrets: readonly string[]): string {
  const values = [
    ...new Set(secrets.flatMap((secret) => [secret.trim(), encodeURIComponent(secret.trim()), JSON.stringify(secret.trim()).slice(1, -1)])),
  ]
    .filter((secret) => secret.length >= 4)
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const value of values) out = out.split(value).join('••••');
  return out;
}

/**
 * A vendor's or gateway's error text made fit to keep (on a try, a gateway's lastError, a routing reason,
 * a log line): `secrets` (every configured secret of that provider or gateway), credential headers and
 * fields it echoed, `Bearer`/`Basic` values and everything `redactSecrets` masks are replaced, an echoed
 * object of request headers is left out whole, the text is
 * put on one line, and only then cut to `max` characters, so a cut can never leave part of a secret that
 * would no longer match.
 */
export function redactVendorText(text: string, options: { secrets?: readonly string[]; max?: number } = {}): string {
  const line = withoutEchoedHeaders(maskNamedCredentials(redactSecrets(withoutValues(text, options.secrets ?? []))))
    .replace(/\s+/g, ' ')
    .trim();
  const max = options.max ?? Number.POSITIVE_INFINITY;
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
