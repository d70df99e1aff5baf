import { Badge, Card, Empty, Flex, Switch, Typography } from 'antd';
import { Link } from '@duesflow/remote-kit/router';
import { CHANNEL_LABELS, type TChannelSetting, type TProvider } from '@duesflow/shared-contracts/providers';
import { formatUnitCost } from '../../../shared/formatCost';
import { useSetChannelEnabledMutation } from '../../../shared/providersApi';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CONNECTION_BADGES, CONNECTION_LABELS, connectionOf } from '../connection';
import { Guarded } from '@duesflow/remote-kit/session';
import { formatCount } from '@duesflow/shared-contracts/format';

/** A card's body is at least this tall, loading or loaded: the usual provider with four features fits. */
export const CARD_BODY_MIN_HEIGHT = 220;

/** What a unit is for each card's channel. */
function unitOf(type: TProvider['type']): string {
  return type === 'voice' ? 'minute' : 'message';
}

function carriers(setting: TChannelSetting): string {
  const name = CHANNEL_LABELS[setting.channel];
  if (!setting.enabled) return `${name} is switched off: nothing is sent on it.`;
  if (setting.activeProviders === 0) return `No active ${name} provider: switch one on in Provider Management.`;
  return `Sends through ${formatCount(setting.activeProviders, 'active provider')}.`;
}

/**
 * One channel on the settings screen. The toggle switches the whole channel on or off (nothing is sent
 * on it through any provider while off); the provider shown is the channel's default, with its price.
 */
export function ProviderCard({ label, provider, setting }: { label: string; provider: TProvider | undefined; setting: TChannelSetting }) {
  const [setChannelEnabled, { isLoading }] = useSetChannelEnabledMutation();
  const toast = useToast();

  const toggle = async (enabled: boolean) => {
    try {
      await setChannelEnabled({ channel: setting.channel, enabled }).unwrap();
      toast.success(
        'Provider updated successfully',
        enabled ? `${label} sending is on.` : `${label} sending is off: no ${label} will be sent.`,
      );
    } catch (error) {
      toast.error('Failed to update provider', errorMessage(error));
    }
  };

  const connection = connectionOf(setting);
  return (
    <Card
      title={label}
      style={{ height: '100%' }}
      styles={{ body: { minHeight: CARD_BODY_MIN_HEIGHT } }}
      extra={
        <Guarded capability="administer">
          <Switch aria-label={`${label} provider active`} checked={setting.enabled} loading={isLoading} onChange={toggle} />
        </Guarded>
      }
    >
      <Flex vertical gap="small">
        <Badge status={CONNECTION_BADGES[connection]} text={CONNECTION_LABELS[connection]} />
        <Typography.Text type="secondary">{carriers(setting)}</Typography.Text>
        {!provider ? (
          <Empty description={`No ${label} provider configured`}>
            <Link to="/provider-management">Add one in Provider Management</Link>
          </Empty>
        ) : (
          <>
            <Typography.Text strong>{provider.displayName}</Typography.Text>
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
          </>
        )}
      </Flex>
    </Card>
  );
}
