import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Space, Typography } from 'antd';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { formatINR } from '@duesflow/shared-contracts/format';
import { useSearchCustomersQuery } from '../api';

/** Typing settles this long before the customers are asked for. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 250;

interface TCustomerPickerProps {
  id?: string;
  value?: string;
  onChange?: (name: string | undefined) => void;
  /** The stored customer chosen from the list (to offer their amount due); undefined for a typed name. */
  onPick?: (customer: TCustomer | undefined) => void;
  disabled?: boolean;
}

/**
 * Customer name (spec part 1 §2: a free text field): staff type any name, e.g. a walk-in customer who is not
 * in the book, or choose a stored customer from the suggestions (searched by name, email or phone as they
 * type). The form sends the name either way, as the spec's request does.
 */
export function CustomerPicker({ id, value, onChange, onPick, disabled }: TCustomerPickerProps) {
  const typed = value ?? '';
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
    <AutoComplete
      id={id}
      value={value}
      allowClear
      placeholder="Type a name, or search customers by name, email, or phone..."
      disabled={disabled}
      options={options}
      showSearch={{ filterOption: false }}
      notFoundContent={isFetching && typed.trim() ? 'Searching…' : null}
      onChange={(text: string | undefined) => {
        onChange?.(text);
        // Typing makes the name a free one again; only choosing a suggestion picks a stored customer.
        onPick?.(undefined);
      }}
      onSelect={(name: string | undefined) => {
        onChange?.(name);
        onPick?.(named.find((customer) => customer.name === name));
      }}
    />
  );
}
