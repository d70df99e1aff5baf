/**
 * Which configuration fields hold credentials, declared per provider vendor, payment gateway and data
 * store (docs/secrets.md). The API stores these fields encrypted and never answers them; on top of the
 * declarations it also seals any field whose name says it is a credential (`pin`, `pwd`, `passphrase`,
 * …) and any string that carries URL credentials or a token query parameter, wherever it sits.
 */
import { DATA_STORE_PROVIDERS, STORE_SECRET_FIELDS } from './business-data';

/** Message providers by vendor: a provider named `twilio_sms` or `twilio` is a Twilio provider. */
export const MESSAGE_PROVIDER_SECRET_FIELDS = {
  msg91: ['authKey', 'webhookToken'],
  gupshup: ['apiKey', 'password'],
  twilio: ['authToken', 'apiKeySecret'],
  exotel: ['apiToken', 'apiKey', 'webhookToken'],
  whatsapp_cloud: ['accessToken', 'appSecret', 'verifyToken'],
  sendgrid: ['apiKey'],
  amazon_ses: ['secretAccessKey', 'sessionToken'],
  kaleyra: ['apiKey'],
  textlocal: ['apiKey'],
  plivo: ['authToken'],
  vonage: ['apiSecret'],
  mailgun: ['apiKey', 'webhookSigningKey'],
} as const satisfies Record<string, readonly string[]>;

/** Payment gateways (providers of type `payment`) by vendor. */
export const GATEWAY_SECRET_FIELDS = {
  razorpay: ['keySecret', 'webhookSecret'],
  cashfree: ['secretKey', 'webhookSecret'],
  payu: ['merchantSalt'],
  paytm: ['merchantKey'],
  phonepe: ['saltKey'],
  stripe: ['secretKey', 'webhookSecret'],
  sandbox: [],
} as const satisfies Record<string, readonly string[]>;

/** Data stores: the one secret of each store's configuration. */
export const DATA_STORE_SECRET_FIELDS: Record<(typeof DATA_STORE_PROVIDERS)[number], readonly string[]> = {
  airtable: [STORE_SECRET_FIELDS.airtable],
  supabase: [STORE_SECRET_FIELDS.supabase],
  on_premise_postgres: [STORE_SECRET_FIELDS.on_premise_postgres],
};

const VENDOR_SECRET_FIELDS: Record<string, readonly string[]> = { ...MESSAGE_PROVIDER_SECRET_FIELDS, ...GATEWAY_SECRET_FIELDS };

/** The declared vendor of a provider name: `twilio_sms` → `twilio`, `whatsapp_cloud` → `whatsapp_cloud`; unknown → null. */
export function providerVendor(providerName: string): string | null {
  const name = providerName.trim().toLowerCase();
  const vendors = Object.keys(VENDOR_SECRET_FIELDS).sort((a, b) => b.length - a.length);
  return vendors.find((vendor) => name === vendor || name.startsWith(`${vendor}_`) || name.startsWith(`${vendor}-`)) ?? null;
}

/** The config fields a provider's vendor declares secret (none for a vendor duesflow does not know). */
export function providerSecretFields(providerName: string): readonly string[] {
  const vendor = providerVendor(providerName);
  return vendor ? VENDOR_SECRET_FIELDS[vendor]! : [];
}

/**
 * Words that make a field a credential in any config, declared or not. A field name is split into
 * words (camelCase, snake_case, kebab-case), plurals too: `pin`, `backupPins`, `userPwd`, `ssh_passphrase`, `otpSeed` all count.
 */
const SECRET_WORDS = new Set([
  'key',
  'apikey',
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'passcode',
  'pin',
  'mpin',
  'otp',
  'totp',
  'credential',
  'credentials',
  'private',
  'signature',
  'sig',
  'auth',
  'authorization',
  'salt',
  'cookie',
  'bearer',
  'jwt',
  'hmac',
  'session',
  'seed',
]);
/** Names that hide a credential inside one word (`authtoken`, `APIKEY`, `clientsecret`). */
const SECRET_FRAGMENTS = /password|passwd|passphrase|passcode|secret|token|apikey|authkey|accesskey|privatekey|credential|signature/i;

export function isSecretFieldName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return (
    words.some((word) => SECRET_WORDS.has(word) || (word.endsWith('s') && SECRET_WORDS.has(word.slice(0, -1)))) ||
    SECRET_FRAGMENTS.test(name)
  );
}

/** Query parameters that carry a credential in a URL (`?token=`, `&api_key=`, `sig=`, …). */
export const isSecretQueryParameter = (name: string) => isSecretFieldName(name) || /^(code|access|x-amz-[a-z-]*)$/i.test(name);

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;

/** Whether a string holds a URL with credentials (`user:pass@`) or a credential query parameter. */
export function hasUrlCredentials(text: string): boolean {
  return maskUrlCredentials(text) !== text;
}

/**
 * Every URL in `text` with its credentials replaced by `mask`: `https://u:p@host/x?token=t&page=2` →
 * `https://••••@host/x?token=••••&page=2`. Text without such a URL comes back unchanged.
 */
export function maskUrlCredentials(text: string, mask = '••••'): string {
  return text.replace(URL_IN_TEXT, (url) => {
    let out = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, `$1${mask}@`);
    out = out.replace(/([?&;#])([^=&;#\s]+)=([^&;#\s]*)/g, (whole, sep: string, name: string, value: string) => {
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return value !== '' && isSecretQueryParameter(decoded) ? `${sep}${name}=${mask}` : whole;
    });
    return out;
  });
}

/** The credentials themselves in a text's URLs (`user:pass`, `pass`, each secret query value): what must never be shown. */
export function urlCredentialParts(text: string): string[] {
  const parts: string[] = [];
  for (const url of text.match(URL_IN_TEXT) ?? []) {
    const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(url)?.[1];
    if (userinfo) parts.push(userinfo, ...userinfo.split(':').filter(Boolean));
    for (const match of url.matchAll(/[?&;#]([^=&;#\s]+)=([^&;#\s]*)/g)) {
      let name = match[1]!;
      try {
        name = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      if (match[2] && isSecretQueryParameter(name)) parts.push(match[2]);
    }
  }
  return parts;
}
