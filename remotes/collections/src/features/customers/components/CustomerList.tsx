import { Grid, Skeleton, Table, type TableColumnsType, type TableProps } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CUSTOMER_SORTS, type TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';
import { customerColumns, SORT_COLUMNS } from './customerColumns';
import { CustomersEmptyState } from './CustomersEmptyState';
import { useTableAccess } from '../../../components/useTableAccess';
import { CUSTOMERS_PAGE_SIZE } from '../customerPagePath';

export { CUSTOMERS_PAGE_SIZE };

/** A spinner over the rows only when a page or search takes longer than this (a quick one does not flicker). */
const REFRESHING_SPIN_DELAY_MS = 300;

/** The sort a header click asks for: the column's sort and direction, or none (the list's own order). */
function sortOfHeader(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): TCustomerSortQuery {
  const sort = CUSTOMER_SORTS.find((key) => SORT_COLUMNS[key] === columnKey);
  if (!sort || !order) return {};
  return { sort, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** A page's worth of placeholder rows while the first page loads: the table takes its height at once, nothing jumps. */
const PLACEHOLDER_ROWS = Array.from({ length: CUSTOMERS_PAGE_SIZE }, (_, index) => ({ id: `placeholder-${index}` }) as TCustomer);

function placeholderColumns(columns: TableColumnsType<TCustomer>): TableColumnsType<TCustomer> {
  return columns.map((column) => ({ ...column, render: () => <Skeleton.Button active size="small" block /> }));
}

/** One page of customers, compact, sorted by the API; the pager counts every customer matching the search and filters. */
export function CustomerList({
  customers,
  total,
  loading,
  refreshing = false,
  searching,
  page,
  onPageChange,
  sort,
  onSortChange,
  rowSelection,
}: {
  customers: TCustomer[];
  total: number;
  /** The first page has not arrived yet. */
  loading: boolean;
  /** Another page or search is on its way; the rows shown are the previous answer. */
  refreshing?: boolean;
  searching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: TCustomerSortQuery;
  onSortChange: (sort: TCustomerSortQuery) => void;
  rowSelection?: TableProps<TCustomer>['rowSelection'];
}) {
  const screens = Grid.useBreakpoint();
  // A phone: antd's `xs`, below 576 px.
  const narrow = screens.xs === true;
  const columns = customerColumns(sort, narrow);
  const table = useTableAccess('Customers table, scrolls sideways');
  return (
    <Table<TCustomer>
      ref={table}
      size="small"
      columns={loading ? placeholderColumns(columns) : columns}
      dataSource={loading ? PLACEHOLDER_ROWS : customers}
      rowKey="id"
      loading={{ spinning: refreshing, delay: REFRESHING_SPIN_DELAY_MS }}
      aria-busy={loading || refreshing}
      // The selection column is there from the first paint (its boxes off while loading): the columns do not move.
      rowSelection={loading && rowSelection ? { ...rowSelection, getCheckboxProps: () => ({ disabled: true }) } : rowSelection}
      // The columns' widths: wider screens share out the rest, narrower ones scroll the details sideways while the
      // pinned actions column stays in view.
      scroll={{ x: narrow ? 1200 : 1480 }}
      locale={{ emptyText: <CustomersEmptyState searching={searching} /> }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || Array.isArray(sorter)) return;
        onSortChange(sortOfHeader(sorter.columnKey, sorter.order));
      }}
      pagination={{
        current: page,
        pageSize: CUSTOMERS_PAGE_SIZE,
        total,
        onChange: onPageChange,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}
