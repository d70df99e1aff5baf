import { Card, Flex, Progress, Space, Tag, Typography } from 'antd';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { formatAmount, formatCheckedAt, formatPercent, formatRate, formatResponseTime } from '../gatewayText';
import { ActiveToggle } from './ActiveToggle';
import { GatewayStatusBadge } from './GatewayStatusBadge';
import { MovePriorityButtons } from './MovePriorityButtons';
import { formatPaymentFee } from '@duesflow/shared-contracts/gateways';

interface TGatewayCardProps {
  gateway: TPaymentGateway;
  isFirst: boolean;
  isLast: boolean;
}

const figureGrid = { display: 'grid', gap: '8px 16px', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {/* A fee such as "2.3% + ₹2.00 per payment" wraps in a narrow card rather than pushing past its edge. */}
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  );
}

/** One gateway on the Overview, with every field the spec lists (part 2 §2). */
export function GatewayCard({ gateway, isFirst, isLast }: TGatewayCardProps) {
  return (
    <Card
      role="region"
      aria-label={gateway.name}
      title={
        <Space>
          <Tag color="blue" aria-label={`Priority ${gateway.priority}`}>
            #{gateway.priority}
          </Tag>
          <span>{gateway.name}</span>
        </Space>
      }
      extra={<GatewayStatusBadge status={gateway.status} />}
    >
      <Flex vertical gap="small">
        <div>
          <Typography.Text type="secondary">Uptime</Typography.Text>
          <Progress
            percent={gateway.uptime}
            format={() => formatPercent(gateway.uptime)}
            aria-label={`Uptime ${formatPercent(gateway.uptime)}`}
          />
        </div>
        {/* Links paid ÷ decided, as the Overview's and the Analytics tab's success rate: one figure everywhere. */}
        <div>
          <Typography.Text type="secondary">Success Rate</Typography.Text>
          <Progress
            percent={gateway.metrics.paidRate ?? 0}
            format={() => formatRate(gateway.metrics.paidRate)}
            aria-label={`Success Rate ${formatRate(gateway.metrics.paidRate)}`}
          />
        </div>
        <div style={figureGrid}>
          <Figure label="Response Time" value={formatResponseTime(gateway.avgResponseTime)} />
          <Figure label="Fee Rate" value={formatPaymentFee(gateway.config.feePercentage, gateway.config.fixedFee)} />
          <Figure label="Max Amount" value={formatAmount(gateway.config.maxAmount)} />
          <Figure label="Transactions" value={formatIndianNumber(gateway.metrics.totalTransactions)} />
        </div>
        <Flex justify="space-between" align="center" wrap gap="small">
          <Space>
            <ActiveToggle gateway={gateway} />
            <Typography.Text>{gateway.isActive ? 'Active' : 'Inactive'}</Typography.Text>
            {gateway.mode === 'sandbox' ? <Tag>sandbox</Tag> : null}
          </Space>
          <MovePriorityButtons gateway={gateway} isFirst={isFirst} isLast={isLast} />
        </Flex>
        <Typography.Text type="secondary">Last checked: {formatCheckedAt(gateway.lastChecked)}</Typography.Text>
        {gateway.lastError ? <Typography.Text type="danger">{gateway.lastError}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
