import { Table } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CUSTOMER_COLUMNS } from './customerColumns';
import { CustomersEmptyState } from './CustomersEmptyState';

/** Rows per page, asked of the API one page at a time. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** One page of customers; the pager counts every customer matching the search. */
export function CustomerList({
  customers,
  total,
  loading,
  searching,
  page,
  onPageChange,
}: {
  customers: TCustomer[];
  total: number;
  loading: boolean;
  searching: boolean;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Table<TCustomer>
      columns={CUSTOMER_COLUMNS}
      dataSource={customers}
      rowKey="id"
      loading={loading}
      // The columns' widths (680 px, what a 1024 px window leaves): wider screens share out the rest, narrower ones scroll the details
      // sideways while the pinned actions column stays in view.
      scroll={{ x: 680 }}
      locale={{ emptyText: loading ? ' ' : <CustomersEmptyState searching={searching} /> }}
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
