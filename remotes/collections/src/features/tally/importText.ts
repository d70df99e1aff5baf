import type { TTallyImportResult } from '@duesflow/shared-contracts/tally';

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/** '12 customers, 30 invoices and 1 payment imported from parties.json' */
export function importSummary(result: TTallyImportResult): string {
  return `${count(result.customersUpserted, 'customer')}, ${count(result.invoicesUpserted, 'invoice')} and ${count(
    result.paymentsUpserted,
    'payment',
  )} imported from ${result.filename}`;
}

/** The toast for an import that was not a clean success; none for a clean one (see docs/decisions.md). */
export function importToast(result: TTallyImportResult): { kind: 'warning' | 'error'; title: string; text: string } | undefined {
  const rejected = count(result.errors.length, 'record');
  switch (result.status) {
    case 'success':
      return undefined;
    case 'partial':
      return {
        kind: 'warning',
        title: 'File partly imported',
        text: `${importSummary(result)}. ${rejected} rejected: see the list below.`,
      };
    default: {
      const [first] = result.errors;
      const reason = first ? `${first.record}: ${first.message}` : 'no record could be read';
      const more = result.errors.length > 1 ? ` (and ${result.errors.length - 1} more)` : '';
      return { kind: 'error', title: 'Import failed', text: `Nothing was imported from ${result.filename}. ${reason}${more}` };
    }
  }
}
