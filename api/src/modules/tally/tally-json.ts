import { collectObjects, type TallyRecords, readRecords } from './tally-records';
import { normalizeTree } from './tally-node';
import { TallyFormatError } from './tally-xml';

/**
 * A Tally JSON export file (docs/tally.md): TallyPrime's JSON export (`tallymessage` objects with
 * `metadata.type`), or the XML envelope converted to JSON (ENVELOPE › … › TALLYMESSAGE › LEDGER/VOUCHER).
 * Anything else is refused with a readable reason.
 */
export function readTallyJsonFile(content: string): TallyRecords {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new TallyFormatError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new TallyFormatError('The file is not a Tally export: it holds no ledgers or vouchers');
  }
  const objects = collectObjects(normalizeTree(parsed));
  if (objects.length === 0) {
    throw new TallyFormatError(
      'The file is not a Tally export: it holds no ledgers or vouchers (expected "tallymessage" objects or an ENVELOPE with LEDGER/VOUCHER)',
    );
  }
  const records = readRecords(objects);
  if (records.parties.length + records.sales.length + records.receipts.length + records.errors.length === 0) {
    throw new TallyFormatError('The file has no Sundry Debtors ledgers, sales vouchers or receipt vouchers to import');
  }
  return records;
}
