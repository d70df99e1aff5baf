import { Card, Flex, Typography } from 'antd';
import { ClockCircleOutlined, FileTextOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { TALLY_SYNC_INTERVAL_HOURS } from '@duesflow/shared-contracts/tally';

const SYNC_TYPES = [
  { label: 'Customer/party data', detail: 'Ledgers under Sundry Debtors become customers', icon: <TeamOutlined aria-hidden /> },
  { label: 'Sales invoices', detail: 'Each invoice with its amount and due date', icon: <FileTextOutlined aria-hidden /> },
  { label: 'Payment receipts', detail: 'Receipts settle the invoices they pay', icon: <WalletOutlined aria-hidden /> },
];

/** What the automatic sync brings over, and how often it runs (spec part 1 §2, §9). */
export function AutomaticSyncCard() {
  return (
    <Card title="Automatic Sync" style={{ height: '100%' }}>
      <Flex vertical gap="middle">
        <ul aria-label="Automatic sync types" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {SYNC_TYPES.map((type) => (
            <Flex component="li" key={type.label} gap="small" align="baseline" style={{ padding: '4px 0' }}>
              {type.icon}
              <Flex vertical>
                <Typography.Text strong>{type.label}</Typography.Text>
                <Typography.Text type="secondary">{type.detail}</Typography.Text>
              </Flex>
            </Flex>
          ))}
        </ul>
        <Typography.Text>
          <ClockCircleOutlined aria-hidden /> Sync runs automatically every {TALLY_SYNC_INTERVAL_HOURS} hours.
        </Typography.Text>
      </Flex>
    </Card>
  );
}
