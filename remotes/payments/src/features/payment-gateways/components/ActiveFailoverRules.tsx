import { Card, List, Typography } from 'antd';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { describeCondition } from '../gatewayText';
import { gatewayName } from '../gatewayName';

/** The Overview's list of the failover rules that are on. */
export function ActiveFailoverRules({ rules, gateways }: { rules: TFailoverRule[]; gateways: TPaymentGateway[] }) {
  const active = rules.filter((rule) => rule.isActive);
  return (
    <Card title="Active Failover Rules">
      <List
        dataSource={active}
        locale={{ emptyText: 'No active failover rules' }}
        renderItem={(rule) => (
          <List.Item>
            <List.Item.Meta
              title={rule.name}
              description={
                <Typography.Text type="secondary">
                  {describeCondition(rule)}: {gatewayName(gateways, rule.primaryGateway)} → {gatewayName(gateways, rule.fallbackGateway)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
