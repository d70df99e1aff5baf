import { Card, Col, Descriptions, Empty, Row } from 'antd';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { channelName, formatMinutes, formatPercent } from '../../../components/figures';

const rupees = (value: number | null) => (value === null ? '—' : formatINR(value));

/** A card per channel with the spec's Channel stats fields (part 2 §3). */
export function ChannelPerformance({ figures }: { figures: TAdvancedAnalytics | undefined }) {
  if (!figures) return <Card loading aria-busy="true" aria-label="Loading figures" />;
  if (figures.channels.length === 0) return <Empty description="No contacts in this period" />;
  return (
    <Row gutter={[16, 16]}>
      {figures.channels.map((stats) => (
        <Col key={stats.channel} xs={24} lg={12}>
          <Card title={channelName(stats.channel)} aria-label={`${channelName(stats.channel)} performance`}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                { key: 'provider', label: 'Provider', children: stats.provider || '—' },
                { key: 'successRate', label: 'Success Rate', children: formatPercent(stats.successRate) },
                { key: 'totalContacts', label: 'Total Contacts', children: formatIndianNumber(stats.totalContacts) },
                { key: 'successfulPayments', label: 'Successful Payments', children: formatIndianNumber(stats.successfulPayments) },
                { key: 'costPerContact', label: 'Cost per Contact', children: rupees(stats.costPerContact) },
                { key: 'costPerSuccess', label: 'Cost per Success', children: rupees(stats.costPerSuccess) },
                { key: 'avgResponseTime', label: 'Avg Response Time', children: formatMinutes(stats.avgResponseTime) },
                { key: 'bestTimeSlot', label: 'Best Time Slot', children: stats.bestTimeSlot || '—' },
                { key: 'responseRate', label: 'Response Rate', children: formatPercent(stats.responseRate) },
                { key: 'spend', label: 'Spend', children: formatINR(stats.spend) },
              ]}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
