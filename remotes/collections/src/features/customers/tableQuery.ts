import { ZCustomerFilter, ZCustomerSort, type TCustomerFilter, type TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';

/** The table's filters and sort as the URL keeps them (a reload, a shared link): the search stays in the box. */
export type TTableQuery = Omit<TCustomerFilter, 'q'> & TCustomerSortQuery;

const KEYS = ['status', 'ageing', 'collector', 'hold', 'sort', 'order'] as const;
const SCHEMA = ZCustomerFilter.omit({ q: true }).extend(ZCustomerSort.shape);

/** The filters and sort a URL holds; a value the API would refuse is left out (an old or edited link). */
export function tableQueryOf(params: URLSearchParams): TTableQuery {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value && SCHEMA.shape[key].safeParse(value).success) query[key] = value;
  }
  return query as TTableQuery;
}

/** `params` with the table's filters and sort replaced by `query`'s (other parameters kept). */
export function withTableQuery(params: URLSearchParams, query: TTableQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = query[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters and sort as request parameters, only those set (`q`: the search as typed). */
export function tableParams(query: TTableQuery & { q?: string }): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of [...KEYS, 'q'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}
