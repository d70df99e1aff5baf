import { Table, type TableProps } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CUSTOMER_SORTS, type TCustomerSortQuery } from '@duesflow/shared-contracts/customer-table';
import { customerColumns, SORT_COLUMNS } from './customerColumns';
import { CustomersEmptyState } from './CustomersEmptyState';

/** Rows per page, asked of the API one page at a time. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** The sort a header click asks for: the column's sort and direction, or none (the list's own order). */
function sortOfHeader(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): TCustomerSortQuery {
  const sort = CUSTOMER_SORTS.find((key) => SORT_COLUMNS[key] === columnKey);
  if (!sort || !order) return {};
  return { sort, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** One page of customers, compact, sorted by the API; the pager counts every customer matching the search and filters. */
export function CustomerList({
  customers,
  total,
  loading,
  searching,
  page,
  onPageChange,
  sort,
  onSortChange,
  rowSelection,
}: {
  customers: TCustomer[];
  total: number;
  loading: boolean;
  searching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: TCustomerSortQuery;
  onSortChange: (sort: TCustomerSortQuery) => void;
  rowSelection?: TableProps<TCustomer>['rowSelection'];
}) {
  return (
    <Table<TCustomer>
      size="small"
      columns={customerColumns(sort)}
      dataSource={customers}
      rowKey="id"
      loading={loading}
      rowSelection={rowSelection}
      // The columns' widths: wider screens share out the rest, narrower ones scroll the details sideways while the
      // pinned actions column stays in view.
      scroll={{ x: 1480 }}
      locale={{ emptyText: loading ? ' ' : <CustomersEmptyState searching={searching} /> }}
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
