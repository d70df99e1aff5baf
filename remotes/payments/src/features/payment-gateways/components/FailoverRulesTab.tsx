import { Empty, Flex } from 'antd';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { FailoverRuleCard } from './FailoverRuleCard';

export function FailoverRulesTab({ rules, gateways }: { rules: TFailoverRule[]; gateways: TPaymentGateway[] }) {
  if (rules.length === 0) return <Empty description="No failover rules" />;
  return (
    <Flex vertical gap="middle">
      {rules.map((rule) => (
        <FailoverRuleCard key={rule.id} rule={rule} gateways={gateways} />
      ))}
    </Flex>
  );
}
