/**
 * Every operation of /api/openapi.json, sent malformed requests: a missing body, each field of the
 * wrong type, a NUL byte in each string, huge numbers and strings, unknown ids in the path, the wrong
 * content type. None may answer 5xx, none may be refused by the database instead of the contract, and
 * none may change a row of any app table (docs/validation.md). Deterministic: the cases are derived from
 * the document, in its order, with fixed values.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../core/db/database';
import { createTestApp, type TestApp } from './test-app';

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  maxProperties?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  pattern?: string;
  format?: string;
  $ref?: string;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Tables that change whatever the request: who was refused, sign-in attempts, session activity, the delivery workers' heartbeats. */
const CHANGING_TABLES = new Set(['audit_log', 'login_attempts', 'staff_sessions', 'delivery_workers']);
/**
 * Rows an operation writes on purpose even for a request it refuses: a failed Tally import is kept as a
 * failed sync log (the 422 answers its id, and the Tally screen lists it).
 */
const RECORDED_REFUSALS: Record<string, string[]> = {
  'post /api/tally/import': ['sync_logs'],
  // A token that opens no customer's page is counted against its address (guessing is throttled).
  'get /api/customer-page/{token}': ['customer_page_misses'],
  'get /p': ['customer_page_misses'],
};
/** Ending the fuzzer's own session would turn every later case into a 401. */
const SKIPPED = new Set(['post /api/auth/logout']);
/** What a malformed request may answer; never 401/403 (the caller is a signed-in admin), never 5xx. */
const REFUSALS = new Set([400, 404, 405, 409, 410, 413, 415, 422, 429]);

/**
 * A provider's callback: public (no session) but authenticated by its own token or signature, which the
 * fuzzer does not have, so its refusal is 401 (declared), before anything malformed is read.
 */
const ownCredentials = (op: { 'x-duesflow-capability'?: string; responses?: Record<string, unknown> }) =>
  op['x-duesflow-capability'] === 'public' && op.responses?.['401'] !== undefined;

const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(100_000);
const HUGE_NUMBERS = [1e20, 2 ** 31, -1];
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let doc: OpenApiDoc;
let tables: string[];

beforeAll(async () => {
  // No schedules: a gateway probe due mid-test would change gateway_checks between two snapshots.
  t = await createTestApp({ schedules: false, engine: { sweepIntervalMs: 0, pollingIntervalSeconds: 0.5 } });
  const response = await t.call('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  doc = (await response.json()) as OpenApiDoc;
  tables = rowsOf<{ name: string }>(
    await t.deps.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((row) => String(row.name))
    .filter((name) => !CHANGING_TABLES.has(name) && !name.startsWith('__drizzle'));
}, 60_000);
afterAll(() => t?.stop());

/** One digest per app table: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
  );
  const result = rowsOf<{ name: string; rows: number; digest: string }>(await t.deps.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(result.map((row) => [row.name, `${row.rows}:${row.digest}`]));
}

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop()!;
    current = doc.components?.schemas?.[name] ?? {};
  }
  if (current.allOf?.length)
    return current.allOf
      .map(resolve)
      .reduce((merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties } }), {});
  return current;
}

/** The branch of a union with the most fields (the payload rather than "an empty body"). */
function widest(schema: Schema): Schema {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (!branches) return resolved;
  return branches.map(resolve).sort((a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length)[0]!;
}

/** A plausible valid value, so that one broken field is the only thing wrong with a request. */
function sample(schema: Schema): unknown {
  const s = widest(schema);
  if (s.enum?.length) return s.enum.find((value) => value !== '') ?? s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'uri') return 'https://example.com/health';
      if (s.format === 'email') return 'someone@example.com';
      if (s.pattern?.includes('[0-9 -]')) return '+91 98765 43210';
      if (s.pattern?.includes('{16,64}')) return 'A'.repeat(24);
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2025-01-15';
      if (s.pattern?.includes('[0-9a-f]{8}')) return UNKNOWN_UUID;
      return 'a'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.max(typeof s.minimum === 'number' ? s.minimum : 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [sample(s.items ?? {})] : [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, field]) => [key, sample(field)]));
    default:
      return 'a';
  }
}

function wrongType(schema: Schema): unknown {
  const s = widest(schema);
  if (s.enum) return 12345;
  switch (s.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    default:
      return 'not an object';
  }
}

interface Case {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Broken values for one field: the wrong type, a NUL byte and a huge string, huge numbers. */
function brokenValues(schema: Schema): [string, unknown][] {
  const s = widest(schema);
  const values: [string, unknown][] = [['wrong type', wrongType(s)]];
  const type = s.enum ? 'string' : s.type;
  if (type === 'string') values.push(['NUL byte', NUL], ['100k characters', HUGE_TEXT]);
  if (type === 'integer' || type === 'number') for (const value of HUGE_NUMBERS) values.push([String(value), value]);
  if (type === 'array') {
    const item = widest(s.items ?? {});
    values.push(['101 entries of 100k characters', Array.from({ length: 101 }, () => HUGE_TEXT)]);
    if (item.type === 'string' || item.enum) values.push(['a NUL entry', [NUL]], ['a 100k entry', [HUGE_TEXT]]);
    if (item.type === 'number' || item.type === 'integer') values.push(['a 1e20 entry', [1e20]]);
  }
  if (type === 'object' && s.additionalProperties !== false) {
    values.push(['NUL nested in a list', { key: ['ok', NUL] }], ['1e20 nested', { key: { deeper: 1e20 } }], ['a NUL key', { [NUL]: 1 }]);
  }
  return values;
}

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'a'));
}

function casesFor(method: string, template: string, op: Operation): { malformed: Case[]; emptyBodyIsFine: boolean } {
  const upper = method.toUpperCase();
  const params = op.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path');
  const validPath: Record<string, string> = Object.fromEntries(pathParams.map((param) => [param.name, String(sample(param.schema))]));
  const path = pathWith(template, validPath);
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema) : undefined;
  const malformed: Case[] = [];
  const add = (label: string, request: Omit<Case, 'label' | 'method'>) => malformed.push({ label, method: upper, ...request });

  for (const param of pathParams) {
    const unknown = [UNKNOWN_UUID, 'unknown-id', NUL, HUGE_TEXT.slice(0, 5000), '-1', '1e20'];
    for (const value of unknown) {
      add(`path ${param.name}=${JSON.stringify(value.slice(0, 20))}`, {
        path: pathWith(template, { ...validPath, [param.name]: value }),
        body: base,
      });
    }
  }
  for (const param of params.filter((item) => item.in === 'query')) {
    const schema = widest(param.schema);
    const values = [NUL, HUGE_TEXT];
    if (schema.type === 'integer' || schema.type === 'number') values.push('1e20', String(2 ** 31), '-1', 'abc', '1.5');
    if (schema.enum) values.push('not-one-of-them');
    for (const value of values) {
      add(`query ${param.name}=${JSON.stringify(value.slice(0, 20))}`, {
        path: `${path}?${param.name}=${encodeURIComponent(value)}`,
        body: base,
      });
    }
  }
  for (const param of params.filter((item) => item.in === 'header')) {
    add(`header ${param.name} of 1,000 characters`, { path, body: base, headers: { [param.name]: 'k'.repeat(1000) } });
  }

  if (bodySchema) {
    if (op.requestBody?.required) add('missing body', { path });
    for (const whole of [[], 'text', 12, null, true]) add(`body ${JSON.stringify(whole)}`, { path, body: JSON.stringify(whole) });
    add('body that is not JSON', { path, body: '{"unterminated' });
    const payload = widest(bodySchema);
    if (payload.type === 'object' && base && typeof base === 'object') {
      add('an unknown field', { path, body: { ...(base as object), unknownField: 1 } });
      for (const [field, schema] of Object.entries(payload.properties ?? {})) {
        for (const [label, value] of brokenValues(schema))
          add(`${field}: ${label}`, { path, body: { ...(base as object), [field]: value } });
      }
    }
  } else if (upper !== 'GET' && op.responses['400'] !== undefined && pathParams.length === 0) {
    // No declared JSON body but the operation reads one of its own (e.g. the Tally import): junk is refused.
    for (const junk of [{ key: NUL }, [1e20], { huge: HUGE_TEXT }])
      add(`junk body ${JSON.stringify(junk).slice(0, 20)}`, { path, body: junk });
  }
  if (upper !== 'GET') {
    add('text/plain content type', { path, body: JSON.stringify(base ?? {}), headers: { 'content-type': 'text/plain' } });
    add('form content type', { path, body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  return { malformed, emptyBodyIsFine: Boolean(bodySchema && !op.requestBody?.required) };
}

function operations(): [string, string, Operation][] {
  const list: [string, string, Operation][] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) if (!SKIPPED.has(`${method} ${path}`)) list.push([method, path, op]);
  }
  return list;
}

async function send(request: Case): Promise<{ status: number; text: string }> {
  const response = await t.call(request.method, request.path, request.body, request.headers);
  return { status: response.status, text: await response.text() };
}

/** Every string and number a request may carry, with where it is: each must declare its bounds. */
function unbounded(schema: Schema, where: string, out: string[], depth = 0): void {
  const s = resolve(schema);
  if (depth > 6) return;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) unbounded(branch, where, out, depth + 1);
  if (s.anyOf || s.oneOf || s.enum) return;
  if (s.type === 'string') {
    const fixedShape = s.format === 'uuid' || s.format === 'date-time';
    const bounded = s.maxLength !== undefined || /\{\d+(,\d+)?\}\$$/.test(s.pattern ?? '') || fixedShape;
    const refusesNul = s.pattern !== undefined || s.format === 'email' || fixedShape;
    if (!bounded || !refusesNul) out.push(`${where}: a string without ${bounded ? 'a NUL check' : 'a length cap'}`);
  }
  if (
    (s.type === 'number' || s.type === 'integer') &&
    (s.maximum === undefined || (s.minimum === undefined && s.exclusiveMinimum === undefined))
  ) {
    out.push(`${where}: a number without both bounds`);
  }
  if (s.type === 'array') {
    if (s.maxItems === undefined) out.push(`${where}: a list without a size cap`);
    unbounded(s.items ?? {}, `${where}[]`, out, depth + 1);
  }
  for (const [key, field] of Object.entries(s.properties ?? {})) unbounded(field, `${where}.${key}`, out, depth + 1);
}

describe('every operation of /api/openapi.json', () => {
  it('declares a bound for every string, number and list a request carries', () => {
    const problems: string[] = [];
    for (const [method, path, op] of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      // Headers cannot carry NUL bytes (HTTP refuses them), so only their length is checked.
      for (const param of op.parameters ?? []) {
        if (param.in === 'header') {
          if (resolve(param.schema).maxLength === undefined) problems.push(`${name} header ${param.name}: no length cap`);
        } else unbounded(param.schema, `${name} ${param.in} ${param.name}`, problems);
      }
      const body = op.requestBody?.content['application/json']?.schema;
      if (body) unbounded(body, `${name} body`, problems);
    }
    expect(problems).toEqual([]);
  });

  it('refuses malformed requests with a 4xx, quoting no SQL, and writes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    const byStatus = new Map<number, number>();
    for (const [method, path, op] of operations()) {
      const { malformed } = casesFor(method, path, op);
      if (malformed.length === 0) continue;
      const before = await snapshot();
      for (const request of malformed) {
        const { status, text } = await send(request);
        sent += 1;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        const name = `${request.method} ${path} [${request.label}]`;
        if (!REFUSALS.has(status) && !(status === 401 && ownCredentials(op)))
          failures.push(`${name}: answered ${status} ${text.slice(0, 200)}`);
        else if (/"error":"invalid_value"/.test(text))
          failures.push(`${name}: refused by the database, not the contract: ${text.slice(0, 200)}`);
        else if (/failed query|insert into|select .* from|\$\d/i.test(text)) failures.push(`${name}: the answer quotes SQL`);
      }
      const after = await snapshot();
      const recorded = RECORDED_REFUSALS[`${method} ${path}`] ?? [];
      const changed = Object.keys(after).filter((table) => after[table] !== before[table] && !recorded.includes(table));
      if (changed.length > 0) failures.push(`${method.toUpperCase()} ${path}: malformed requests changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    // Most cases are caught by the contracts themselves (400 naming the field).
    expect(byStatus.get(400) ?? 0).toBeGreaterThan(sent * 0.8);
  }, 120_000);

  it('answers an operation whose body may be empty without a 5xx, and its run finishes', async () => {
    const failures: string[] = [];
    for (const [method, path, op] of operations()) {
      if (!casesFor(method, path, op).emptyBodyIsFine) continue;
      const { status, text } = await send({ label: 'no body', method: method.toUpperCase(), path });
      const declared = op.responses[String(status)] !== undefined;
      if (status >= 500 && !declared) failures.push(`${method.toUpperCase()} ${path}: answered ${status} ${text.slice(0, 200)}`);
      const executionId = /"executionId":"([^"]+)"/.exec(text)?.[1];
      if (executionId) {
        const run = await t.settled(executionId);
        if (run.error && /failed query|insert into|select /i.test(run.error)) failures.push(`${path}: its run stored SQL`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
