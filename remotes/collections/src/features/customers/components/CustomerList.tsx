import { Table } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { CUSTOMER_COLUMNS } from './customerColumns';
import { CustomersEmptyState } from './CustomersEmptyState';

/** Pages keep a list of hundreds of customers quick to render and easy to scan. */
export const CUSTOMERS_PAGE_SIZE = 20;

export function CustomerList({
  customers,
  loading,
  searching,
  page,
  onPageChange,
}: {
  customers: TCustomer[];
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
      scroll={{ x: 900 }}
      locale={{ emptyText: loading ? ' ' : <CustomersEmptyState searching={searching} /> }}
      pagination={{
        current: page,
        pageSize: CUSTOMERS_PAGE_SIZE,
        onChange: onPageChange,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}
