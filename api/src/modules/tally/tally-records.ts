import { MAX_AMOUNT_PAISE } from '@duesflow/shared-contracts/common';
import { addDays } from '../../core/lib/clock';
import { isNode, list, nodes, text, type TallyNode, type TallyValue } from './tally-node';

/** A Sundry Debtors ledger: a customer. */
export interface TallyParty {
  guid: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
}

/** A sales voucher: an invoice. */
export interface TallySale {
  guid: string;
  number: string;
  date: string;
  dueDate: string;
  partyName: string;
  amountPaise: number;
  cancelled: boolean;
}

/** A receipt voucher: a payment. */
export interface TallyReceipt {
  guid: string;
  number: string | null;
  date: string;
  partyName: string;
  amountPaise: number;
  /** The invoice number a bill allocation "Agst Ref" names, when it does. */
  againstInvoice: string | null;
  method: 'cash' | 'bank';
}

export interface RecordError {
  record: string;
  message: string;
}

export interface TallyRecords {
  parties: TallyParty[];
  sales: TallySale[];
  receipts: TallyReceipt[];
  errors: RecordError[];
  /** Objects that are not customers, invoices or payments (other ledgers, groups, other voucher types). */
  ignored: number;
}

const DEBTORS = 'sundry debtors';

interface TallyObject {
  type: string;
  node: TallyNode;
}

/**
 * Every Tally object in a tree: under LEDGER / VOUCHER / GROUP keys (XML envelopes, and JSON files
 * converted from them), or carrying `metadata.type` (TallyPrime's own JSON export).
 */
export function collectObjects(root: TallyValue): TallyObject[] {
  const found: TallyObject[] = [];
  const walk = (value: TallyValue) => {
    for (const item of list(value)) {
      if (!isNode(item)) continue;
      const metadataType = isNode(item.metadata) ? text(item.metadata.type) : undefined;
      if (metadataType) {
        found.push({ type: metadataType.toLowerCase(), node: item });
        continue;
      }
      for (const [key, child] of Object.entries(item)) {
        if (key === 'ledger' || key === 'voucher' || key === 'group') {
          for (const node of nodes(child)) found.push({ type: key, node });
        } else if (typeof child !== 'string') {
          walk(child);
        }
      }
    }
  };
  walk(root);
  return found;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Tally dates: 20241122 (XML), 2024-11-22, or 22-Nov-2024 (as shown on screen). */
export function parseTallyDate(value: string | undefined): string | null {
  if (!value) return null;
  let match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  let iso: string | null = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
  if (!iso) {
    match = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/.exec(value.trim());
    const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) + 1 : 0;
    if (match && month > 0) {
      const year = match[3]!.length === 2 ? `20${match[3]}` : match[3];
      iso = `${year}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
    }
  }
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Tally amounts: "-11800.00", "11,800.00", "₹ 11,800.00 Dr". Paise, signed as Tally signs them (debit negative). */
export function parseTallyAmount(value: string | undefined): number | null {
  if (!value) return null;
  const credit = /\bCr\b/i.test(value);
  const debit = /\bDr\b/i.test(value);
  const cleaned = value.replace(/[₹,\s]|Rs\.?|INR|Dr|Cr/gi, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const paise = Math.round(Number(cleaned) * 100);
  if (debit) return -Math.abs(paise);
  if (credit) return Math.abs(paise);
  return paise;
}

/** "30 Days" → 30; a due date → days after `from`. */
function creditDays(value: string | undefined, from: string): number | null {
  if (!value) return null;
  const days = /^(\d+)\s*days?$/i.exec(value.trim());
  if (days) return Number(days[1]);
  const due = parseTallyDate(value);
  return due ? Math.round((Date.parse(due) - Date.parse(from)) / 86_400_000) : null;
}

const isYes = (value: TallyValue | undefined) => /^(yes|true)$/i.test(text(value) ?? '');

/** A ledger's or voucher's own name: the NAME attribute, a NAME field, or the JSON export's metadata. */
function objectName(node: TallyNode): string | undefined {
  return text(node['@name']) ?? text(node.name) ?? (isNode(node.metadata) ? text(node.metadata.name) : undefined);
}

const guidOf = (node: TallyNode) =>
  text(node.guid) ?? text(node['@remoteid']) ?? (isNode(node.metadata) ? text(node.metadata.remoteid) : undefined);

/** Indian numbers as duesflow writes them (+91 98765 43210); anything else as Tally has it; null if no digits. */
function normalizePhone(value: string | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8) return null;
  const mobile =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return mobile.length === 10 ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : value.trim();
}

function addressOf(node: TallyNode): string | null {
  const mailing = nodes(node.ledmailingdetails).at(-1);
  const lines = list(node.address ?? mailing?.address)
    .map((line) => text(line))
    .filter(Boolean);
  return lines.length ? lines.join(', ') : null;
}

function readParty(node: TallyNode, label: string): TallyParty | RecordError {
  const name = objectName(node);
  const guid = guidOf(node);
  if (!name) return { record: label, message: 'the ledger has no name' };
  if (!guid) return { record: `Ledger '${name}'`, message: 'the ledger has no GUID, so repeated imports could not recognise it' };
  const email = text(node.email) ?? null;
  return {
    guid,
    name,
    phone: normalizePhone(text(node.ledgermobile) ?? text(node.ledgerphone)),
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    address: addressOf(node),
  };
}

/** The ledger entries of a voucher: accounting vouchers use ALLLEDGERENTRIES, invoice-mode ones LEDGERENTRIES. */
const entriesOf = (node: TallyNode) => [...nodes(node.allledgerentries), ...nodes(node.ledgerentries)];

function partyEntry(node: TallyNode, partyName: string | undefined): TallyNode | undefined {
  const entries = entriesOf(node);
  return (
    entries.find((entry) => partyName && text(entry.ledgername)?.toLowerCase() === partyName.toLowerCase()) ??
    entries.find((entry) => isYes(entry.ispartyledger))
  );
}

function voucherType(node: TallyNode): string {
  return text(node['@vchtype']) ?? text(node.vouchertypename) ?? (isNode(node.metadata) ? text(node.metadata.vchtype) : undefined) ?? '';
}

type VoucherCommon = {
  guid: string;
  number: string | undefined;
  date: string;
  partyName: string;
  amountPaise: number;
  entry: TallyNode | undefined;
};

function readVoucherCommon(node: TallyNode, kind: 'Sales' | 'Receipt'): VoucherCommon | RecordError {
  const number = text(node.vouchernumber);
  const guid = guidOf(node);
  const label = `${kind} voucher ${number ?? (guid ? `(GUID ${guid})` : '(no number)')}`;
  if (!guid) return { record: label, message: 'the voucher has no GUID, so repeated imports could not recognise it' };
  const date = parseTallyDate(text(node.date));
  if (!date) return { record: label, message: `the date '${text(node.date) ?? ''}' is not a date` };
  const entry = partyEntry(node, text(node.partyledgername));
  const partyName = text(node.partyledgername) ?? (entry ? text(entry.ledgername) : undefined);
  if (!partyName) return { record: label, message: 'the voucher names no party ledger' };
  const amount = parseTallyAmount(entry ? text(entry.amount) : text(node.amount));
  if (amount === null || amount === 0)
    return { record: label, message: `the party's amount '${(entry ? text(entry.amount) : text(node.amount)) ?? ''}' is not an amount` };
  return { guid, number, date, partyName, amountPaise: Math.abs(amount), entry };
}

export interface ReadOptions {
  /** Every ledger is a customer (the HTTP export already asked Tally for Sundry Debtors only). */
  everyLedgerIsAParty?: boolean;
}

/** Longest text a record may carry into a column (names, numbers, addresses), and the largest amount. */
const MAX_RECORD_TEXT = 1000;
const MAX_RECORD_PAISE = MAX_AMOUNT_PAISE;

/**
 * Why a read record cannot be stored (docs/validation.md): text with a NUL byte (PostgreSQL refuses it),
 * text longer than 1,000 characters, an amount above ₹10 crore, or a due date beyond 9999. Null: fine.
 */
function outOfBounds(record: TallyParty | TallySale | TallyReceipt): string | null {
  for (const [field, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) return `the ${field} contains a NUL byte`;
    if (value.length > MAX_RECORD_TEXT) return `the ${field} is longer than ${MAX_RECORD_TEXT.toLocaleString('en-IN')} characters`;
  }
  if ('amountPaise' in record && record.amountPaise > MAX_RECORD_PAISE) return 'the amount is above ₹10,00,00,000';
  if ('dueDate' in record && !/^\d{4}-\d{2}-\d{2}$/.test(record.dueDate)) return 'the due date is out of range';
  return null;
}

function boundedLabel(record: TallyParty | TallySale | TallyReceipt): string {
  const name = 'number' in record && record.number ? record.number : 'name' in record ? record.name : record.guid;
  const short = name.replace(/\u0000/g, '').slice(0, 60);
  return 'name' in record ? `Ledger '${short}'` : `${'dueDate' in record ? 'Sales' : 'Receipt'} voucher ${short}`;
}

/** Customers, invoices and payments in a set of Tally objects; what cannot be read is listed, not thrown. */
export function readRecords(objects: TallyObject[], options: ReadOptions = {}): TallyRecords {
  const records: TallyRecords = { parties: [], sales: [], receipts: [], errors: [], ignored: 0 };
  const debtorGroups = debtorGroupsIn(objects);
  for (const [index, { type, node }] of objects.entries()) {
    if (type === 'ledger') {
      const parent = (text(node.parent) ?? '').toLowerCase();
      if (!options.everyLedgerIsAParty && !debtorGroups.has(parent)) {
        records.ignored += 1;
        continue;
      }
      const party = readParty(node, `Ledger #${index + 1}`);
      if ('record' in party) records.errors.push(party);
      else records.parties.push(party);
    } else if (type === 'voucher') {
      const vchType = voucherType(node);
      const isSales = /^(sales|tax invoice)/i.test(vchType) && !/order/i.test(vchType);
      const isReceipt = /^receipt/i.test(vchType);
      if ((!isSales && !isReceipt) || isYes(node.isoptional)) {
        records.ignored += 1;
        continue;
      }
      const common = readVoucherCommon(node, isSales ? 'Sales' : 'Receipt');
      if ('record' in common) {
        records.errors.push(common);
        continue;
      }
      const bill = common.entry ? nodes(common.entry.billallocations)[0] : undefined;
      if (isSales) {
        if (!common.number) {
          records.errors.push({ record: `Sales voucher (GUID ${common.guid})`, message: 'the voucher has no number' });
          continue;
        }
        const days = creditDays(text(bill?.billcreditperiod) ?? text(node.basicduedateofpymt), common.date) ?? 0;
        if (days > 36_500) {
          records.errors.push({
            record: `Sales voucher ${common.number.slice(0, 60)}`,
            message: 'the credit period is longer than 100 years',
          });
          continue;
        }
        records.sales.push({
          guid: common.guid,
          number: common.number,
          date: common.date,
          dueDate: addDays(common.date, Math.max(0, days)),
          partyName: common.partyName,
          amountPaise: common.amountPaise,
          cancelled: isYes(node.iscancelled),
        });
      } else {
        if (isYes(node.iscancelled)) {
          records.ignored += 1;
          continue;
        }
        const other = entriesOf(node).find((entry) => entry !== common.entry);
        records.receipts.push({
          guid: common.guid,
          number: common.number ?? null,
          date: common.date,
          partyName: common.partyName,
          amountPaise: common.amountPaise,
          againstInvoice: bill && /agst/i.test(text(bill.billtype) ?? '') ? (text(bill.name) ?? null) : null,
          method: /cash/i.test(text(other?.ledgername) ?? '') ? 'cash' : 'bank',
        });
      }
    } else {
      records.ignored += 1;
    }
  }
  for (const key of ['parties', 'sales', 'receipts'] as const) {
    const kept: (TallyParty | TallySale | TallyReceipt)[] = [];
    for (const record of records[key]) {
      const problem = outOfBounds(record);
      if (problem) records.errors.push({ record: boundedLabel(record), message: problem });
      else kept.push(record);
    }
    (records[key] as (TallyParty | TallySale | TallyReceipt)[]) = kept;
  }
  return records;
}

/** Sundry Debtors and every group under it that the same export defines (e.g. "Debtors - Pune"). */
function debtorGroupsIn(objects: TallyObject[]): Set<string> {
  const parents = new Map<string, string>();
  for (const { type, node } of objects) {
    const name = type === 'group' ? objectName(node) : undefined;
    if (name) parents.set(name.toLowerCase(), (text(node.parent) ?? '').toLowerCase());
  }
  const groups = new Set([DEBTORS]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, parent] of parents) {
      if (!groups.has(name) && groups.has(parent)) {
        groups.add(name);
        grew = true;
      }
    }
  }
  return groups;
}
