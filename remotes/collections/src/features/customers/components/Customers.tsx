import { useEffect, useRef, useState } from 'react';
import { Card, Flex, Input, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { formatCount } from '@duesflow/shared-contracts/format';
import { useSearchParams } from '@duesflow/remote-kit/router';
import { CUSTOMERS_FRESH_SECONDS, useGetCustomerPageQuery, type TCustomerPageArgs } from '../api';
import { tableQueryOf, withTableQuery, type TTableQuery } from '../tableQuery';
import { CustomerBulkBar } from './CustomerBulkBar';
import { CustomerFilters } from './CustomerFilters';
import { CUSTOMERS_PAGE_SIZE, CustomerList } from './CustomerList';
import { CustomersErrorState } from './CustomersErrorState';
import { DataSourcesCard } from './DataSourcesCard';
import { ExportButtons } from './ExportButtons';
import { RefreshCustomersButton } from './RefreshCustomersButton';
import { ImportCustomersButton } from '../../customer-import/components/ImportCustomersButton';
import { useCustomerSelection } from './useCustomerSelection';

/**
 * How long typing must pause before the list is searched again: short enough that a keystroke still
 * updates the list within 100 ms of the pause, long enough that a burst of typing asks once.
 */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 40;

/** The search as sent to the API, `delay` ms after the input last changed. */
function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The list's query: the screen asks with it, and its register() starts the first one (exposes/Customers.tsx). */
export function customerPageArgs(page: number, q: string, tableQuery: TTableQuery): TCustomerPageArgs {
  return { page, pageSize: CUSTOMERS_PAGE_SIZE, q, ...tableQuery };
}

/**
 * Customer management (spec part 1 §2 Customers). The API pages, searches (name, email, or the digits of a
 * phone number), filters and sorts the list, so the screen stays quick at 100,000 customers; the URL keeps
 * the filters and sort (docs/customers-table.md).
 */
export function Customers() {
  const [params, setParams] = useSearchParams();
  const tableQuery = tableQueryOf(params);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const selection = useCustomerSelection();
  const { data, currentData, isLoading, isFetching, error, refetch } = useGetCustomerPageQuery(customerPageArgs(page, q, tableQuery), {
    refetchOnMountOrArgChange: CUSTOMERS_FRESH_SECONDS,
  });
  const listTop = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setPage(next);
    // The pager is under the rows: bring the new page's first row into view.
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };
  /** New filters or sort: from the first page, with nothing selected (a selection belongs to what it was made in). */
  const changeQuery = (next: TTableQuery) => {
    setParams(withTableQuery(params, next), { replace: true });
    setPage(1);
    selection.clear();
  };

  // While a new page or search loads, the previous rows stay (no flash of an empty table), under a spinner. Once it
  // has failed they go: rows of an earlier search are not the answer to this one.
  const failed = Boolean(error) && !currentData;
  const shown = failed ? undefined : (currentData ?? data);
  const total = shown?.total ?? 0;
  const pageIds = (shown?.items ?? []).map((customer) => customer.id);
  const { sort, order, ...filters } = tableQuery;
  const filter = { ...filters, ...(q ? { q } : {}) };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        {/* Under the header's <h1>: the next level, at the size it had. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          Customer Management
        </Typography.Title>
        <Flex gap="small" wrap role="toolbar" aria-label="Customer actions">
          <ImportCustomersButton />
          <ExportButtons query={{ ...tableQuery, q }} />
          <RefreshCustomersButton />
        </Flex>
      </Flex>
      <Card size="small">
        <Flex vertical gap="small" ref={listTop} style={{ scrollMarginTop: 16 }}>
          {/* Search, filters and count on one line where the screen is wide enough: more rows fit below. */}
          <Flex gap="small" align="center" wrap>
            <Input
              style={{ flex: '1 1 330px' }}
              prefix={<SearchOutlined aria-hidden />}
              placeholder="Search customers by name, email, or phone..."
              value={search}
              allowClear
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
                selection.clear();
              }}
            />
            <CustomerFilters query={tableQuery} onChange={changeQuery} />
            {shown ? (
              <Tag role="status" aria-label="Customers shown">
                {formatCount(total, 'customer')}
              </Tag>
            ) : null}
          </Flex>
          {failed ? (
            <CustomersErrorState
              message={error?.message ?? ''}
              reason={error && 'reason' in error ? error.reason : undefined}
              onRetry={refetch}
              retrying={isFetching}
            />
          ) : (
            <>
              <CustomerBulkBar selection={selection} total={total} pageIds={pageIds} filter={filter} />
              <CustomerList
                customers={shown?.items ?? []}
                total={total}
                loading={isLoading}
                refreshing={isFetching && !currentData}
                searching={q !== ''}
                page={shown?.page ?? page}
                onPageChange={changePage}
                sort={{ sort, order }}
                onSortChange={(next) => changeQuery({ ...filters, ...next })}
                rowSelection={{
                  selectedRowKeys: selection.selection.kind === 'matching' ? pageIds : selection.selection.ids,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => selection.setIds(keys.map(String)),
                }}
              />
            </>
          )}
        </Flex>
      </Card>
      <DataSourcesCard />
    </Flex>
  );
}
