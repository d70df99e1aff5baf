import { z } from 'zod';
import { toJSONSchema, type ZodMiniType } from 'zod/mini';

/*
 * Bounded building blocks (docs/validation.md). Every string a request carries refuses NUL bytes
 * (PostgreSQL's text and jsonb cannot hold them) and has a length cap fitting its use; every number is
 * bounded by its column and by what the business allows. Contracts compose these instead of ad-hoc checks.
 */

export const NUL_MESSAGE = 'Must not contain a NUL byte';
const NO_NUL = /^[^\u0000]*$/;

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** The largest amount of money one request may name: ₹10 crore. */
export const MAX_AMOUNT_RUPEES = 100_000_000;
export const MAX_AMOUNT_PAISE = MAX_AMOUNT_RUPEES * 100;
const MAX_AMOUNT_TEXT = '₹10,00,00,000';

/** Pages a paginated query may ask for: far beyond any real list, far below an offset that overflows. */
export const MAX_PAGE = 1_000_000;

const charCount = (max: number) => `At most ${max.toLocaleString('en-IN')} characters`;

/** Text of at most `max` characters without NUL bytes; `trim` removes surrounding whitespace first. */
export function ZText(max: number, options: { trim?: boolean } = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  return base.max(max, charCount(max)).regex(NO_NUL, NUL_MESSAGE);
}

/** Trimmed text that must not be blank, at most `max` characters, without NUL bytes. */
export function ZRequiredText(max: number, requiredMessage = 'Required') {
  return z.string().trim().min(1, requiredMessage).max(max, charCount(max)).regex(NO_NUL, NUL_MESSAGE);
}

/** An integer from `min` to `max` (within int4 unless said otherwise). */
export function ZInt(min: number, max: number = INT4_MAX) {
  return z
    .number()
    .int('Must be a whole number')
    .min(min, `Must be at least ${min.toLocaleString('en-IN')}`)
    .max(max, `Must be at most ${max.toLocaleString('en-IN')}`);
}

/** A count that fits an int4 column. */
export const ZCount = ZInt(0);

/** An integer from a query string (`?page=2`), bounded like ZInt. */
export function ZQueryInt(min: number, max: number) {
  return z.coerce
    .number()
    .int('Must be a whole number')
    .min(min, `Must be at least ${min.toLocaleString('en-IN')}`)
    .max(max, `Must be at most ${max.toLocaleString('en-IN')}`);
}

/** A 1-based page number of a paginated query. */
export const ZPageNumber = ZQueryInt(1, MAX_PAGE);

/**
 * True when `value` is written with at most `places` decimals. A JSON number such as 12.34 parses to the
 * double nearest 12.34, which prints back as "12.34": comparing with the rounded print is exact, where
 * `value * 100` drifts for large amounts.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < 1e15 && Number(value.toFixed(places)) === value;
}

/** A non-negative decimal with at most `places` decimals and at most `max`. */
export function ZDecimal(max: number, places: number) {
  return z
    .number()
    .min(0, 'Must not be negative')
    .max(max, `Must be at most ${max.toLocaleString('en-IN')}`)
    .refine((value) => Math.abs(value) > max || hasAtMostDecimals(value, places), {
      message: `Can have at most ${places} decimals`,
    });
}

/** Identifiers are opaque strings (database uuids, or an external system's record id). */
export const ZId = z.string().min(1, 'Required').max(200, charCount(200)).regex(NO_NUL, NUL_MESSAGE);

/** A database row id: a uuid. */
export const ZUuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Expected an id (uuid)');

/** ISO-8601 timestamp on the wire. */
export const ZTimestamp = z.string().datetime({ offset: true });

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 9999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Calendar date on the wire, YYYY-MM-DD (a real date: 2025-02-30 is refused). */
export const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value), 'Not a calendar date');

/**
 * An amount of money in rupees on the wire, as answered. It is stored as integer paise, so at most two
 * decimals are accepted: anything finer could not be stored exactly.
 */
export const ZRupees = z
  .number()
  .finite()
  .refine((value) => hasAtMostDecimals(value, 2), {
    message: 'Amount can have at most two decimals',
  });

/**
 * An amount a request asks for: more than 0, at most ₹10 crore, at most two decimals (it is stored as
 * integer paise in a bigint column; the cap is the business's, far below the column's).
 */
export const ZPositiveRupees = z
  .number()
  .positive('Amount must be greater than 0')
  .max(MAX_AMOUNT_RUPEES, `Amount can be at most ${MAX_AMOUNT_TEXT}`)
  .refine((value) => value > MAX_AMOUNT_RUPEES || hasAtMostDecimals(value, 2), {
    message: 'Amount can have at most two decimals',
  });
/** The same as ZPositiveRupees: the one bound every requested amount has. */
export const ZAmount = ZPositiveRupees;

/** Limits of a free-form JSON object (a provider's config). */
export interface JsonObjectLimits {
  maxKeys: number;
  maxKeyLength: number;
  maxString: number;
  maxArray: number;
  maxDepth: number;
}

const DEFAULT_JSON_LIMITS: JsonObjectLimits = { maxKeys: 50, maxKeyLength: 100, maxString: 4000, maxArray: 100, maxDepth: 5 };

type JsonProblem = { path: (string | number)[]; message: string };

function jsonProblems(value: unknown, path: (string | number)[], depth: number, limits: JsonObjectLimits, out: JsonProblem[]) {
  if (out.length >= 20) return;
  if (typeof value === 'string') {
    if (value.length > limits.maxString) out.push({ path, message: charCount(limits.maxString) });
    else if (!NO_NUL.test(value)) out.push({ path, message: NUL_MESSAGE });
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > 1e15) out.push({ path, message: 'Number out of range' });
    return;
  }
  if (value === null || typeof value === 'boolean') return;
  if (depth >= limits.maxDepth) {
    out.push({ path, message: `Nested more than ${limits.maxDepth} levels deep` });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > limits.maxArray) out.push({ path, message: `At most ${limits.maxArray} items` });
    else value.forEach((item, index) => jsonProblems(item, [...path, index], depth + 1, limits, out));
    return;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > limits.maxKeys) {
      out.push({ path, message: `At most ${limits.maxKeys} fields` });
      return;
    }
    for (const [key, item] of entries) {
      if (key.length > limits.maxKeyLength || !NO_NUL.test(key)) {
        out.push({ path, message: `Field names have at most ${limits.maxKeyLength} characters and no NUL byte` });
        continue;
      }
      jsonProblems(item, [...path, key], depth + 1, limits, out);
    }
    return;
  }
  out.push({ path, message: 'Not a JSON value' });
}

/**
 * A free-form JSON object (e.g. a provider's settings) stored in a jsonb column: bounded in fields,
 * nesting, array and string sizes, with no NUL byte in any key or string and only finite numbers.
 */
export function ZJsonObject(limits: Partial<JsonObjectLimits> = {}) {
  const bounds = { ...DEFAULT_JSON_LIMITS, ...limits };
  return z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problems: JsonProblem[] = [];
    jsonProblems(value, [], 0, bounds, problems);
    for (const problem of problems) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
}

/** One field's problem in a rejected request. `path` is the field name, dotted for nested fields. */
export const ZFieldIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

/** Every 4xx/5xx answer of the API has this body. */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(ZFieldIssue).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** A plain acknowledgement with a human-readable message. */
export const ZMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZEmptyBody = z.object({}).strict();

/**
 * A zod/mini schema (one of the few the first page reads: realtime messages, the registry, a run's skips)
 * inside a classic schema. Classic zod and the OpenAPI generator cannot walk a mini schema, so the field is a
 * classic `custom` that validates with the mini schema and documents itself with the mini schema's JSON
 * Schema. The shape stays defined once, in mini. The value passes through as given (no defaults applied):
 * use it for shapes without defaults or transforms.
 */
export function fromMini<T>(schema: ZodMiniType<T>) {
  const { $schema: _dialect, ...jsonSchema } = toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as Record<string, unknown>;
  return z.custom<T>((value) => schema.safeParse(value).success).meta(jsonSchema);
}
