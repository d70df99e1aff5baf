import { Badge, Card, Empty, Flex, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import { formatUnitCost } from '../../../shared/formatCost';
import { useUpdateProviderMutation } from '../../../shared/providersApi';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CONNECTION_BADGES, CONNECTION_LABELS, connectionOf } from '../connection';

/** What a unit is for each card's channel. */
function unitOf(type: TProvider['type']): string {
  return type === 'voice' ? 'minute' : 'message';
}

/** One channel's provider on the settings screen: active toggle, connection, price, features. */
export function ProviderCard({ label, provider }: { label: string; provider: TProvider | undefined }) {
  const [updateProvider, { isLoading }] = useUpdateProviderMutation();
  const toast = useToast();

  if (!provider) {
    return (
      <Card title={label} style={{ height: '100%' }}>
        <Empty description={`No ${label} provider configured`}>
          <Link to="/provider-management">Add one in Provider Management</Link>
        </Empty>
      </Card>
    );
  }

  const connection = connectionOf(provider.status);
  const toggle = async (active: boolean) => {
    try {
      await updateProvider({ id: provider.id, changes: { status: active ? 'active' : 'inactive' } }).unwrap();
      toast.success('Provider updated successfully', `${provider.displayName} is now ${active ? 'active' : 'inactive'}.`);
    } catch (error) {
      toast.error('Failed to update provider', errorMessage(error));
    }
  };

  return (
    <Card
      title={label}
      style={{ height: '100%' }}
      extra={
        <Switch
          aria-label={`${label} provider active`}
          checked={provider.status === 'active'}
          loading={isLoading}
          onChange={toggle}
        />
      }
    >
      <Flex vertical gap="small">
        <Typography.Text strong>{provider.displayName}</Typography.Text>
        <Badge status={CONNECTION_BADGES[connection]} text={CONNECTION_LABELS[connection]} />
        <Typography.Text>
          {formatUnitCost(provider.costPerUnit, provider.currency)} per {unitOf(provider.type)}
        </Typography.Text>
        {provider.supportedFeatures.length === 0 ? (
          <Typography.Text type="secondary">No features listed</Typography.Text>
        ) : (
          <ul aria-label={`${label} features`} style={{ margin: 0, paddingInlineStart: 20 }}>
            {provider.supportedFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
