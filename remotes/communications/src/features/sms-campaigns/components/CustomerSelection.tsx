import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import type { TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CustomerRow } from './CustomerRow';

/** The customers matching the filters, Select All (count) / Deselect All, in a list at most 24rem high. */
export function CustomerSelection({
  customers,
  loading,
  error,
  selected,
  onSelectedChange,
}: {
  customers: TOverdueCustomer[];
  loading: boolean;
  error: unknown;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
}) {
  const chosen = new Set(selected);
  const toggle = (id: string) => onSelectedChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <Card
      size="small"
      title="Select Customers"
      extra={
        <Flex gap={8}>
          <Button size="small" disabled={customers.length === 0} onClick={() => onSelectedChange(customers.map((customer) => customer.id))}>
            Select All ({customers.length})
          </Button>
          <Button size="small" disabled={selected.length === 0} onClick={() => onSelectedChange([])}>
            Deselect All
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{customers.length} customers match your filters</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title="Unable to load customers" description={errorMessage(error)} /> : null}
      <Spin spinning={loading}>
        <ul aria-label="Matching customers" style={{ maxHeight: '24rem', overflowY: 'auto', margin: 0, padding: 0 }}>
          {customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} checked={chosen.has(customer.id)} onToggle={toggle} />
          ))}
        </ul>
        {!loading && customers.length === 0 ? <Empty description="No customers match these filters" /> : null}
      </Spin>
    </Card>
  );
}
