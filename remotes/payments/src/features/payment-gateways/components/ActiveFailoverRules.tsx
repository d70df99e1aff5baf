import { Card, Typography } from 'antd';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { describeCondition } from '../gatewayText';
import { gatewayName } from '../gatewayName';
import { ListRow } from './ListRow';

/** The Overview's list of the failover rules that are on. */
export function ActiveFailoverRules({ rules, gateways }: { rules: TFailoverRule[]; gateways: TPaymentGateway[] }) {
  const active = rules.filter((rule) => rule.isActive);
  return (
    <Card title="Active Failover Rules">
      {active.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0, padding: 16, textAlign: 'center' }}>
          No active failover rules
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Active failover rules" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {active.map((rule, index) => (
            <ListRow
              key={rule.id}
              isLast={index === active.length - 1}
              title={rule.name}
              description={`${describeCondition(rule)}: ${gatewayName(gateways, rule.primaryGateway)} → ${gatewayName(gateways, rule.fallbackGateway)}`}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
