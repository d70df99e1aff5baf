import { useMemo, useState } from 'react';
import { Card, Flex, Input, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { CUSTOMERS_FRESH_SECONDS, useGetCustomersQuery } from '../api';
import { filterCustomers } from '../filterCustomers';
import { CustomerList } from './CustomerList';
import { CustomersErrorState } from './CustomersErrorState';
import { DataSourcesCard } from './DataSourcesCard';
import { RefreshCustomersButton } from './RefreshCustomersButton';

/** Customer management (spec part 1 §2 Customers). */
export function Customers() {
  const { data: customers = [], isLoading, isFetching, error, refetch } = useGetCustomersQuery(undefined, {
    refetchOnMountOrArgChange: CUSTOMERS_FRESH_SECONDS,
  });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => filterCustomers(customers, search), [customers, search]);

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Customer Management
        </Typography.Title>
        <RefreshCustomersButton />
      </Flex>
      {error && !customers.length ? (
        <CustomersErrorState message={error.message ?? ''} onRetry={refetch} retrying={isFetching} />
      ) : (
        <Card>
          <Flex vertical gap="middle">
            <Flex gap="small" align="center">
              <Input
                prefix={<SearchOutlined aria-hidden />}
                placeholder="Search customers by name, email, or phone..."
                value={search}
                allowClear
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
              {isLoading ? null : (
                <Tag role="status" aria-label="Customers shown">
                  {shown.length} {shown.length === 1 ? 'customer' : 'customers'}
                </Tag>
              )}
            </Flex>
            <CustomerList
              customers={shown}
              loading={isLoading}
              searching={search.trim() !== ''}
              page={page}
              onPageChange={setPage}
            />
          </Flex>
        </Card>
      )}
      <DataSourcesCard />
    </Flex>
  );
}
