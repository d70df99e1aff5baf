import { useState } from 'react';
import type { TBulkSelection, TCustomerFilter } from '@duesflow/shared-contracts/customer-table';

/** Rows ticked by hand (kept across pages), or every customer the filters match ("Select all N matching"). */
export type TSelection = { kind: 'ids'; ids: string[] } | { kind: 'matching' };

const NONE: TSelection = { kind: 'ids', ids: [] };

/** The table's selection, and what the bulk route is sent for it: ids, or the filter itself (resolved by the API). */
export function useCustomerSelection() {
  const [selection, setSelection] = useState<TSelection>(NONE);
  return {
    selection,
    setIds: (ids: string[]) => setSelection({ kind: 'ids', ids }),
    selectMatching: () => setSelection({ kind: 'matching' }),
    clear: () => setSelection(NONE),
    /** How many are selected, `total` being how many the filters match. */
    count: (total: number) => (selection.kind === 'matching' ? total : selection.ids.length),
    asRequest: (filter: TCustomerFilter): TBulkSelection => (selection.kind === 'matching' ? { filter } : { ids: selection.ids }),
  };
}
export type TCustomerSelection = ReturnType<typeof useCustomerSelection>;
