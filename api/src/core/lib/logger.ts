import type { LOG_LEVELS } from '../env';
import { isSecretFieldName } from '@duesflow/shared-contracts/secret-fields';
import { redactSecrets } from '../secrets/redact';

export type TLogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** Where finished lines go: stdout for debug/info, stderr for warn/error by default; a test captures them. */
export type LogSink = (level: Exclude<TLogLevel, 'silent'>, line: string) => void;

/**
 * A pay link's token in a path (`/pay/<token>`, `/api/pay/<token>`) opens the customer's pay page, and a
 * page token (`/api/customer-page/<token>`, a reminder's `/p?<token>`) the customer's own page: never logged.
 */
const PAY_TOKEN = /(\/(?:api\/)?(?:pay|customer-page)\/|\/p\?)[A-Za-z0-9_-]{8,}/g;

const ORDER: Record<TLogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const consoleSink: LogSink = (level, line) => (level === 'error' || level === 'warn' ? console.error : console.log)(line);

/**
 * One line per event. Every line is summarised and redacted before it is written (docs/secrets.md): an
 * error shows its type, a readable message, its code and stack frames — never a failed query's
 * parameters or a request body — and any secret the process knows, URL credential or token parameter
 * is masked, and so is a pay link's token.
 */
export function createLogger(level: TLogLevel, sink: LogSink = consoleSink): Logger {
  const write = (at: Exclude<TLogLevel, 'silent'>, message: string, details?: unknown) => {
    if (ORDER[at] < ORDER[level]) return;
    const text = details === undefined ? message : `${message}: ${describeForLog(details)}`;
    sink(at, redactSecrets(`${new Date().toISOString()} ${at.toUpperCase()} ${text}`).replace(PAY_TOKEN, '$1…'));
  };
  return {
    debug: (message, details) => write('debug', message, details),
    info: (message, details) => write('info', message, details),
    warn: (message, details) => write('warn', message, details),
    error: (message, details) => write('error', message, details),
  };
}

export const silentLogger: Logger = createLogger('silent');

const MAX_DETAIL = 500;
const MAX_FRAMES = 8;

/** Whitespace collapsed and cut to `max` characters. */
const squeeze = (text: string, max = MAX_DETAIL) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * An error as a log line may show it. A failed query (drizzle's "Failed query: … params: …") keeps its
 * statement and loses its parameters; the database's own reason and code follow.
 */
export function summariseError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? squeeze(error) : describeValue(error);
  const fields = error as Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown };
  let message = error.message;
  if (typeof fields.query === 'string' || /^Failed query:/.test(message)) {
    const statement = typeof fields.query === 'string' ? fields.query : message.replace(/^Failed query:\s*/, '').split(/\nparams:/)[0]!;
    message = `Failed query: ${squeeze(statement, 300)}`;
  } else {
    // Anything after a "params:" or "body:" line is data, not a reason.
    message = squeeze(message.split(/\n\s*(?:params|parameters|body|payload):/i)[0]!);
  }
  // A database's data errors (SQLSTATE class 22, 23) quote the value they refused: the quote is left out.
  if (typeof fields.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(fields.code)) message = message.replace(/"[^"]*"|'[^']*'/g, '"…"');
  const code = typeof fields.code === 'string' || typeof fields.code === 'number' ? ` [${fields.code}]` : '';
  let line = `${error.name}: ${message}${code}`;
  if (fields.cause !== undefined && depth < 3) line += ` (cause: ${summariseError(fields.cause, depth + 1)})`;
  if (depth === 0 && error.stack) {
    const frames = error.stack
      .split('\n')
      .filter((frame) => /^\s+at /.test(frame))
      .slice(0, MAX_FRAMES);
    if (frames.length) line += `\n${frames.join('\n')}`;
  }
  return line;
}

/** A value as a log line may show it: fields with a secret's name masked, cut to 500 characters. */
function describeValue(value: unknown): string {
  if (value === null || typeof value !== 'object') return squeeze(String(value));
  const seen = new WeakSet<object>();
  try {
    const text = JSON.stringify(value, (key, item: unknown) => {
      if (key && (isSecretFieldName(key) || /^(params|parameters|body|payload|query)$/i.test(key))) return '[hidden]';
      if (item instanceof Error) return summariseError(item, 1);
      if (typeof item === 'object' && item !== null) {
        if (seen.has(item)) return '[circular]';
        seen.add(item);
      }
      return item;
    });
    return squeeze(text ?? String(value));
  } catch {
    return '[unprintable]';
  }
}

export function describeForLog(details: unknown): string {
  return details instanceof Error ? summariseError(details) : describeValue(details);
}
