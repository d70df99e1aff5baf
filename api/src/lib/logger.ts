import type { LOG_LEVELS } from '../env';

export type TLogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

const ORDER: Record<TLogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One line per event on stderr/stdout; enough for a single-process service, swappable later. */
export function createLogger(level: TLogLevel): Logger {
  const write = (at: Exclude<TLogLevel, 'silent'>, message: string, details?: unknown) => {
    if (ORDER[at] < ORDER[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const sink = at === 'error' || at === 'warn' ? console.error : console.log;
    if (details === undefined) sink(line);
    else sink(line, details);
  };
  return {
    debug: (message, details) => write('debug', message, details),
    info: (message, details) => write('info', message, details),
    warn: (message, details) => write('warn', message, details),
    error: (message, details) => write('error', message, details),
  };
}

export const silentLogger: Logger = createLogger('silent');
