import { Card, Flex, Typography } from 'antd';
import { ClockCircleOutlined, FileTextOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { TALLY_SYNC_INTERVAL_HOURS } from '@duesflow/shared-contracts/tally';
import { useGetTallyStatusQuery } from '../api';

const SYNC_TYPES = [
  { label: 'Customer/party data', detail: 'Ledgers under Sundry Debtors become customers', icon: <TeamOutlined aria-hidden /> },
  { label: 'Sales invoices', detail: 'Each invoice with its amount and due date', icon: <FileTextOutlined aria-hidden /> },
  { label: 'Payment receipts', detail: 'Receipts settle the invoices they pay', icon: <WalletOutlined aria-hidden /> },
];

/**
 * What the automatic sync brings over, and how often it runs (spec part 1 §2, §9): "every 2 hours" only while
 * the schedule exists, the same truth as the status card's "Sync workflow" and "Next scheduled sync".
 */
export function AutomaticSyncCard() {
  const { data: status } = useGetTallyStatusQuery();
  const scheduled = status?.n8nWorkflowStatus === 'active';
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
        {/* One line whatever it says (or while the status loads): the card keeps its height. */}
        <Typography.Text>
          <ClockCircleOutlined aria-hidden />{' '}
          {!status
            ? '\u00a0'
            : scheduled
              ? `Sync runs automatically every ${TALLY_SYNC_INTERVAL_HOURS} hours.`
              : 'Automatic sync is off: no Tally server is configured, so nothing is scheduled. Import an export file below, or sync once one is set up.'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
