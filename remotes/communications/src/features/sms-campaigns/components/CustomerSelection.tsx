import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import type { TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import { formatCount, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CustomerRow } from './CustomerRow';

/** "13 of 244 customers match your filters": what the filters leave out is never out of sight. */
export function matchText(matching: number, total: number): string {
  return `${formatIndianNumber(matching)} of ${formatCount(total, 'customer')} ${matching === 1 ? 'matches' : 'match'} your filters`;
}

/**
 * The customers matching the filters, how many of how many overdue customers that is, Select All
 * (count) / Deselect All, in a list at most 24rem high. The buttons sit in the body, where they wrap on a
 * phone instead of squeezing the card's title.
 */
export function CustomerSelection({
  customers,
  matching,
  total,
  loading,
  error,
  selected,
  onSelectedChange,
}: {
  customers: TOverdueCustomer[];
  matching: number | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
}) {
  const chosen = new Set(selected);
  const toggle = (id: string) => onSelectedChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <Card size="small" title="Select Customers">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {matching === undefined || total === undefined ? 'Finding matching customers…' : matchText(matching, total)}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button size="small" disabled={customers.length === 0} onClick={() => onSelectedChange(customers.map((customer) => customer.id))}>
            Select All ({formatIndianNumber(customers.length)})
          </Button>
          <Button size="small" disabled={selected.length === 0} onClick={() => onSelectedChange([])}>
            Deselect All
          </Button>
        </Flex>
      </Flex>
      {matching !== undefined && matching > customers.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`The list shows the first ${formatCount(customers.length, 'customer')}, the most a campaign can reach: narrow the filters for the rest.`}
        />
      ) : null}
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
