import { Card, Descriptions, Flex, Progress, Space, Tag, Typography } from 'antd';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { formatAmount, formatCheckedAt, formatFeeRate, formatPercent, formatResponseTime } from '../gatewayText';
import { ActiveToggle } from './ActiveToggle';
import { GatewayStatusBadge } from './GatewayStatusBadge';
import { MovePriorityButtons } from './MovePriorityButtons';

interface TGatewayCardProps {
  gateway: TPaymentGateway;
  isFirst: boolean;
  isLast: boolean;
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
          <GatewayStatusBadge status={gateway.status} />
          {gateway.mode === 'sandbox' ? <Tag>sandbox</Tag> : null}
        </Space>
      }
      extra={
        <Space>
          <ActiveToggle gateway={gateway} />
          <MovePriorityButtons gateway={gateway} isFirst={isFirst} isLast={isLast} />
        </Space>
      }
    >
      <Flex vertical gap="small">
        <div>
          <Typography.Text type="secondary">Uptime</Typography.Text>
          <Progress percent={gateway.uptime} format={() => formatPercent(gateway.uptime)} aria-label={`Uptime ${formatPercent(gateway.uptime)}`} />
        </div>
        <div>
          <Typography.Text type="secondary">Success Rate</Typography.Text>
          <Progress
            percent={gateway.successRate}
            format={() => formatPercent(gateway.successRate)}
            aria-label={`Success Rate ${formatPercent(gateway.successRate)}`}
          />
        </div>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label="Response Time">{formatResponseTime(gateway.avgResponseTime)}</Descriptions.Item>
          <Descriptions.Item label="Fee Rate">{formatFeeRate(gateway.config.feePercentage, gateway.config.fixedFee)}</Descriptions.Item>
          <Descriptions.Item label="Max Amount">{formatAmount(gateway.config.maxAmount)}</Descriptions.Item>
          <Descriptions.Item label="Transactions">{formatIndianNumber(gateway.metrics.totalTransactions)}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">Last checked: {formatCheckedAt(gateway.lastChecked)}</Typography.Text>
        {gateway.lastError ? <Typography.Text type="danger">{gateway.lastError}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
