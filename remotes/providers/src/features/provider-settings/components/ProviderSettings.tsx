import { Card, Col, Flex, Row, Typography } from 'antd';
import type { TMessageChannel } from '@duesflow/shared-contracts/providers';
import { useGetChannelSettingsQuery, useGetProvidersQuery } from '../../../shared/providersApi';
import { CostComparisonTable } from '../../../shared/CostComparisonTable';
import { LoadError } from '../../../shared/LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { pickCardProvider } from '../pickCardProvider';
import { CARD_BODY_MIN_HEIGHT, ProviderCard } from './ProviderCard';
import { ScreenTitle } from '../../../shared/ScreenTitle';

/** The four channels the settings screen shows, in the spec's order. */
const CARDS: { type: TMessageChannel; label: string }[] = [
  { type: 'sms', label: 'SMS' },
  { type: 'voice', label: 'Voice' },
  { type: 'email', label: 'Email' },
  { type: 'whatsapp', label: 'WhatsApp' },
];

/** Provider settings (spec part 2 §2 /providers), fed by the stored providers. */
export function ProviderSettings() {
  const providersQuery = useGetProvidersQuery({});
  const channelsQuery = useGetChannelSettingsQuery();
  const providers = providersQuery.data;
  const channels = channelsQuery.data;
  const error = providersQuery.error ?? channelsQuery.error;
  const isLoading = providersQuery.isLoading || channelsQuery.isLoading;
  const refetch = () => {
    if (providersQuery.error) void providersQuery.refetch();
    if (channelsQuery.error) void channelsQuery.refetch();
  };
  return (
    <Flex vertical gap="middle">
      <div>
        <ScreenTitle>Provider Settings</ScreenTitle>
        <Typography.Text type="secondary">
          Switch a channel off to stop every message on it; each card shows the channel's default provider, its price and features.
        </Typography.Text>
      </div>
      {error ? (
        <LoadError title="Failed to fetch providers" detail={errorMessage(error)} onRetry={refetch} />
      ) : (
        <Row gutter={[16, 16]}>
          {CARDS.map(({ type, label }) => (
            <Col key={type} xs={24} md={12} xl={6}>
              {isLoading || !providers || !channels ? (
                // The four cards hold their place while the providers load, so the comparison below stays put.
                <Card title={label} loading style={{ height: '100%' }} styles={{ body: { minHeight: CARD_BODY_MIN_HEIGHT } }} />
              ) : (
                <ProviderCard
                  label={label}
                  provider={pickCardProvider(providers, type)}
                  setting={channels.find((setting) => setting.channel === type) ?? { channel: type, enabled: true, activeProviders: 0 }}
                />
              )}
            </Col>
          ))}
        </Row>
      )}
      <CostComparisonTable />
    </Flex>
  );
}
