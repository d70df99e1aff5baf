import { useEffect, useMemo, useState } from 'react';
import { Select, Space, Typography } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { formatINR } from '@duesflow/shared-contracts/format';
import { useSearchCustomersQuery } from '../api';

/** Typing settles this long before the customers are asked for. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 250;

interface TCustomerPickerProps {
  id?: string;
  value?: string;
  onChange?: (name: string | undefined) => void;
  /** The stored customer behind the chosen name (to offer their amount due). */
  onPick?: (customer: TCustomer | undefined) => void;
  disabled?: boolean;
}

/**
 * Customer name, chosen from stored customers (searched by name, email or phone as staff type). The
 * form still sends the name, as the spec's request does.
 */
export function CustomerPicker({ id, value, onChange, onPick, disabled }: TCustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useSearchCustomersQuery(search);
  const customers = useMemo(() => data?.items ?? [], [data]);

  // The request carries the name, so two customers of one name are one choice.
  const named = customers.filter((customer, index) => customers.findIndex((other) => other.name === customer.name) === index);
  const options = named.map((customer) => ({
    value: customer.name,
    label: (
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <span>{customer.name}</span>
        <Typography.Text type="secondary">{formatINR(customer.amountDue)} due</Typography.Text>
      </Space>
    ),
  }));

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value || undefined}
      placeholder="Search customers by name, email, or phone..."
      loading={isFetching}
      disabled={disabled}
      notFoundContent={isFetching ? 'Searching…' : 'No customers found'}
      options={options}
      optionLabelProp="value"
      onChange={(name: string | undefined) => {
        onChange?.(name);
        onPick?.(named.find((customer) => customer.name === name));
      }}
    />
  );
}
