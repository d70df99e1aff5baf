/**
 * Readable reasons for failures (docs/validation.md). What a failed run, chunk or request keeps or answers
 * is written for staff: never SQL text, query parameters, pay tokens or a URL's credentials and query.
 */

/** The database's own error, found anywhere in a cause chain: a SQLSTATE code and maybe a constraint. */
export interface DatabaseFault {
  code: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== undefined && current !== null; depth += 1) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The database error behind `error` (drizzle wraps the driver's error as its cause), or null. */
export function databaseFault(error: unknown): DatabaseFault | null {
  for (const link of causes(error)) {
    if (typeof link !== 'object' || link === null) continue;
    const { code, constraint } = link as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code) && /^(0A|22|23|25|40|42|53|54|55|57|58|XX|P0)/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/** Whether the database refused a value of the request (bad data), rather than failed itself. */
export function isRefusedValue(fault: DatabaseFault): boolean {
  return fault.code.startsWith('22') || fault.code.startsWith('23');
}

/** A sentence for staff about a database error, by its SQLSTATE class; never its message (it can quote values). */
export function databaseReason(fault: DatabaseFault): string {
  const { code } = fault;
  if (code === '23505') return 'The database refused a duplicate record';
  if (code === '23503') return 'The database refused a record that refers to something missing';
  if (code.startsWith('23')) return 'The database refused a value that breaks one of its rules';
  if (code === '22003') return 'The database refused a number too large for its column';
  if (code === '22001') return 'The database refused a text too long for its column';
  if (code === '22021' || code === '22P05') return 'The database refused text containing a NUL byte';
  if (code.startsWith('22')) return 'The database refused a malformed value';
  if (code.startsWith('40')) return 'The database gave up on a conflicting change; try again';
  if (code.startsWith('53') || code.startsWith('57')) return 'The database is unavailable or overloaded; try again later';
  return 'The database could not complete the change';
}

const MAX_REASON = 500;

/**
 * Strips what must not be kept from an error message: SQL ("Failed query: …"), parameter and body dumps,
 * pay tokens, URL credentials and query strings, and long token-like strings; then cuts it to 500 characters.
 */
export function scrubMessage(message: string): string {
  let text = message.split(/\n\s*(?:params|parameters|body|payload):/i)[0]!;
  if (/^\s*Failed query:/i.test(text)) return 'The database could not complete the change';
  text = text
    // user:pass@ in a URL
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1')
    // the query string of a URL
    .replace(/(https?:\/\/[^\s?#]+)\?[^\s#]*/gi, '$1')
    // the token part of a pay URL
    .replace(/(\/(?:api\/)?pay\/)[A-Za-z0-9_-]{8,}/g, '$1…')
    // anything that looks like a key or token: 32+ characters of a base64/hex alphabet with a digit in them
    .replace(/[A-Za-z0-9_+=-]{32,}/g, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '…' : run))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON)}…` : text;
}

/**
 * What a failed run or chunk stores as its error, for staff to read. A database refusal of a value (SQLSTATE
 * classes 22 and 23, whose messages can quote the value) becomes a sentence by its class; any other error
 * (a full disk, a provider's answer) keeps its innermost cause's message — the database's own words, never
 * the query builder's "Failed query: … params: …" wrapper — scrubbed of URLs' secrets and tokens.
 */
export function failureReason(error: unknown): string {
  const fault = databaseFault(error);
  if (fault && isRefusedValue(fault)) return databaseReason(fault);
  const chain = causes(error);
  const innermost = [...chain].reverse().find((link) => link instanceof Error) ?? error;
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return scrubMessage(message) || 'Unknown error';
}
