import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';
import { importSummary, importToast } from './importText';

const result = (overrides: Partial<TTallyImportResult> = {}): TTallyImportResult => ({
  filename: 'parties.json',
  status: 'success',
  customersUpserted: 12,
  invoicesUpserted: 1,
  paymentsUpserted: 0,
  errors: [],
  syncLogId: 's1',
  ...overrides,
});

describe('import texts', () => {
  it('summarises what was imported', () => {
    expect(importSummary(result())).toBe('12 customers, 1 invoice and 0 payments imported from parties.json');
  });

  it('has no toast of its own for a clean import', () => {
    expect(importToast(result())).toBeUndefined();
  });

  it('warns about a partial import with the number of rejected records', () => {
    const errors = [
      { record: 'Ledger "X"', message: 'Missing name' },
      { record: 'Voucher 12', message: 'Unknown party' },
    ];
    expect(importToast(result({ status: 'partial', errors }))).toEqual({
      kind: 'warning',
      title: 'File partly imported',
      text: '12 customers, 1 invoice and 0 payments imported from parties.json. 2 records rejected: see the list below.',
    });
  });

  it('names the first problem of a failed import', () => {
    const errors = [
      { record: 'file', message: 'No TALLYMESSAGE entries found' },
      { record: 'Voucher 1', message: 'Bad date' },
    ];
    expect(importToast(result({ status: 'failed', customersUpserted: 0, invoicesUpserted: 0, errors }))).toEqual({
      kind: 'error',
      title: 'Import failed',
      text: 'Nothing was imported from parties.json. file: No TALLYMESSAGE entries found (and 1 more)',
    });
  });
});
