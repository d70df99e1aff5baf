/**
 * Tally data as one generic tree, whether it came as XML from the HTTP interface or as a JSON export
 * file: keys are lower-case, a `.LIST` suffix is dropped (ALLLEDGERENTRIES.LIST → allledgerentries),
 * XML attributes are keys starting with `@` (VCHTYPE="Sales" → @vchtype), and a field with attributes
 * (`<GUID TYPE="String">…</GUID>`) is just its text.
 */
export type TallyValue = string | TallyNode | TallyValue[];
export interface TallyNode {
  [key: string]: TallyValue;
}

export function isNode(value: unknown): value is TallyNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a field, or undefined: `"x"`, `{ "#text": "x" }`, `{ "type": "String", "value": "x" }`, or a one-item list of those. */
export function text(value: TallyValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 1 ? text(value[0]) : undefined;
  if ('#text' in value) return text(value['#text']);
  if ('value' in value && Object.keys(value).every((key) => key === 'value' || key === 'type' || key.startsWith('@'))) {
    return text(value.value);
  }
  return undefined;
}

/** A field that may hold one item or a list, always as a list. */
export function list(value: TallyValue | undefined): TallyValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function nodes(value: TallyValue | undefined): TallyNode[] {
  return list(value).filter(isNode);
}

/**
 * An XML `.LIST` that only wraps repeated items of the same name (ADDRESS.LIST › ADDRESS…,
 * NAME.LIST › NAME) becomes those items; a `.LIST` that is itself a record (ALLLEDGERENTRIES.LIST with
 * LEDGERNAME, AMOUNT, …) stays as it is.
 */
function unwrapList(value: TallyValue, base: string): TallyValue {
  if (Array.isArray(value)) return value.map((item) => unwrapList(item, base));
  if (!isNode(value)) return value;
  const keys = Object.keys(value).filter((key) => !key.startsWith('@'));
  return keys.length === 1 && keys[0] === base ? value[base]! : value;
}

/** Lower-cases keys and drops `.list`; a key seen twice keeps its first value (attributes come first). */
export function normalizeTree(value: unknown): TallyValue {
  if (Array.isArray(value)) return value.map(normalizeTree);
  if (isNode(value)) {
    const out: TallyNode = {};
    for (const [rawKey, child] of Object.entries(value)) {
      const lower = rawKey.toLowerCase();
      const key = lower.replace(/\.list$/, '');
      if (key in out) continue;
      const normalized = normalizeTree(child);
      out[key] = key === lower ? normalized : unwrapList(normalized, key);
    }
    return out;
  }
  if (value === null || value === undefined) return '';
  return String(value);
}
