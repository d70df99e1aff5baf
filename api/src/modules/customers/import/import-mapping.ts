import {
  CUSTOMER_IMPORT_FIELDS,
  ZCustomerImportMapping,
  type TCustomerImportField,
  type TCustomerImportMapping,
} from '@duesflow/shared-contracts/customer-import';
import type { TFieldIssue } from '@duesflow/shared-contracts/common';

/** Lower case, every run of punctuation and spaces as one space: "Mobile No." → "mobile no". */
const normalised = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * Headers recognised for each field, in English and Hindi, as normalised. An exact match wins over a
 * header that merely contains one ("Customer Mobile Number" contains "mobile").
 */
const HEADER_WORDS: Record<TCustomerImportField, string[]> = {
  name: ['name', 'customer name', 'customer', 'party name', 'party', 'client name', 'client', 'नाम', 'ग्राहक', 'ग्राहक का नाम', 'ग्राहक नाम'],
  phone: [
    'mobile',
    'mobile no',
    'mobile number',
    'phone',
    'phone no',
    'phone number',
    'contact',
    'contact no',
    'contact number',
    'whatsapp',
    'मोबाइल',
    'मोबाइल नंबर',
    'फ़ोन',
    'फोन',
    'फोन नंबर',
  ],
  email: ['email', 'e mail', 'email id', 'email address', 'mail', 'ईमेल'],
  amount: [
    'amount',
    'outstanding',
    'outstanding amount',
    'amount due',
    'balance',
    'balance due',
    'dues',
    'pending amount',
    'राशि',
    'बकाया',
    'बकाया राशि',
    'रकम',
  ],
  dueDate: ['due date', 'due on', 'payment due date', 'देय तिथि', 'नियत तिथि', 'अंतिम तिथि'],
  invoiceNumber: [
    'invoice no',
    'invoice number',
    'invoice',
    'invoice id',
    'bill no',
    'bill number',
    'bill',
    'बिल नंबर',
    'बिल संख्या',
    'चालान संख्या',
  ],
};

/** The mapping the headers suggest: each field gets the first header that names it, each header one field. */
export function suggestMapping(headers: string[]): Partial<TCustomerImportMapping> {
  const mapping: Partial<Record<TCustomerImportField, string>> = {};
  const taken = new Set<string>();
  const keys = headers.map(normalised);
  for (const pass of ['exact', 'contains'] as const) {
    for (const field of CUSTOMER_IMPORT_FIELDS) {
      if (mapping[field]) continue;
      const index = keys.findIndex(
        (key, i) =>
          !taken.has(headers[i]!) &&
          HEADER_WORDS[field].some((word) => (pass === 'exact' ? key === word : ` ${key} `.includes(` ${word} `))),
      );
      if (index >= 0) {
        mapping[field] = headers[index]!;
        taken.add(headers[index]!);
      }
    }
  }
  return mapping;
}

/** The mapping sent with an import, read against the file's headers; its problems name the field. */
export function readMapping(raw: unknown, headers: string[]): { mapping: TCustomerImportMapping } | { issues: TFieldIssue[] } {
  if (raw === null || raw === undefined) return { issues: [{ path: 'mapping', message: 'Required: which column holds each field' }] };
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return { issues: [{ path: 'mapping', message: 'Not JSON: send the mapping as a JSON object, e.g. {"name":"Customer Name"}' }] };
  }
  const parsed = ZCustomerImportMapping.safeParse(json);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((issue) => ({ path: ['mapping', ...issue.path].join('.'), message: issue.message })) };
  }
  const issues: TFieldIssue[] = [];
  const used = new Map<string, string>();
  for (const field of CUSTOMER_IMPORT_FIELDS) {
    const header = parsed.data[field];
    if (header === undefined) continue;
    if (!headers.includes(header)) issues.push({ path: `mapping.${field}`, message: `The file has no column "${header}"` });
    else if (used.has(header))
      issues.push({ path: `mapping.${field}`, message: `The column "${header}" already fills ${used.get(header)}` });
    used.set(header, field);
  }
  return issues.length ? { issues } : { mapping: parsed.data };
}
