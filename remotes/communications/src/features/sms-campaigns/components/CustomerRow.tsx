import { Checkbox, Flex, Tag, Typography } from 'antd';
import type { TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import { formatBusinessDay, formatCount, formatINR } from '@duesflow/shared-contracts/format';

/** One matching customer: checkbox, name, phone, invoice, amount (2 decimals), days overdue, language, last contact. */
export function CustomerRow({
  customer,
  checked,
  onToggle,
}: {
  customer: TOverdueCustomer;
  checked: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <Flex
      component="li"
      gap={12}
      align="center"
      style={{ padding: '8px 4px', borderBottom: '1px solid rgba(5,5,5,0.06)', listStyle: 'none' }}
    >
      <Checkbox aria-label={customer.name} checked={checked} onChange={() => onToggle(customer.id)} />
      <Flex vertical flex={1} gap={2}>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{customer.name}</Typography.Text>
          {customer.stopReminders ? <Tag>Reminders stopped</Tag> : null}
        </Flex>
        <Typography.Text type="secondary">
          {customer.phoneNumber} · {customer.invoiceNumber}
        </Typography.Text>
        {customer.lastContactDate ? (
          <Typography.Text type="secondary">Last contact: {formatBusinessDay(customer.lastContactDate)}</Typography.Text>
        ) : null}
      </Flex>
      <Flex vertical align="end" gap={4}>
        <Typography.Text strong>{formatINR(customer.outstandingAmount)}</Typography.Text>
        <Flex gap={4}>
          <Tag color={customer.daysOverdue > 30 ? 'red' : 'default'}>{formatCount(customer.daysOverdue, 'day')}</Tag>
          <Tag>{customer.language}</Tag>
        </Flex>
      </Flex>
    </Flex>
  );
}
