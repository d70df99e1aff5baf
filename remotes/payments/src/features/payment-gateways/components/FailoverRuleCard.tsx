import { Badge, Card, Descriptions, Space, Switch } from 'antd';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useUpdateFailoverRuleMutation } from '../api';
import { CONDITION_LABELS, formatThreshold } from '../gatewayText';
import { gatewayName } from '../gatewayName';

/** A failover rule: name, active badge and toggle, condition, threshold, primary and fallback gateway. */
export function FailoverRuleCard({ rule, gateways }: { rule: TFailoverRule; gateways: TPaymentGateway[] }) {
  const [update, { isLoading }] = useUpdateFailoverRuleMutation();
  const toast = useToast();

  // Unlike the spec's sample, the toggle is real: an inactive rule no longer routes links.
  const onChange = async (isActive: boolean) => {
    try {
      await update({ id: rule.id, changes: { isActive } }).unwrap();
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Card
      role="region"
      aria-label={rule.name}
      // On a phone the name and its badge wrap beside the switch rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Space wrap size={[8, 0]}>
          <span>{rule.name}</span>
          <Badge status={rule.isActive ? 'success' : 'default'} text={rule.isActive ? 'Active' : 'Inactive'} />
        </Space>
      }
      extra={
        <Guarded capability="administer">
          <Switch
            checked={rule.isActive}
            loading={isLoading}
            onChange={(checked) => void onChange(checked)}
            aria-label={`Active: ${rule.name}`}
          />
        </Guarded>
      }
    >
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="Condition">{CONDITION_LABELS[rule.condition] ?? rule.condition}</Descriptions.Item>
        <Descriptions.Item label="Threshold">{formatThreshold(rule)}</Descriptions.Item>
        <Descriptions.Item label="Primary Gateway">{gatewayName(gateways, rule.primaryGateway)}</Descriptions.Item>
        <Descriptions.Item label="Fallback Gateway">{gatewayName(gateways, rule.fallbackGateway)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
