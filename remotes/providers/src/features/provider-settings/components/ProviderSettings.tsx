import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import { useGetProvidersQuery } from '../../../shared/providersApi';
import { CostComparisonTable } from '../../../shared/CostComparisonTable';
import { LoadError } from '../../../shared/LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { pickCardProvider } from '../pickCardProvider';
import { ProviderCard } from './ProviderCard';

/** The four channels the settings screen shows, in the spec's order. */
const CARDS: { type: TProvider['type']; label: string }[] = [
  { type: 'sms', label: 'SMS' },
  { type: 'voice', label: 'Voice' },
  { type: 'email', label: 'Email' },
  { type: 'whatsapp', label: 'WhatsApp' },
];

/** Provider settings (spec part 2 §2 /providers), fed by the stored providers. */
export function ProviderSettings() {
  const { data: providers, error, isLoading, refetch } = useGetProvidersQuery({});
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={3}>Provider Settings</Typography.Title>
        <Typography.Text type="secondary">The provider each channel sends through, its price and features.</Typography.Text>
      </div>
      {error ? (
        <LoadError title="Failed to fetch providers" detail={errorMessage(error)} onRetry={refetch} />
      ) : isLoading || !providers ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {CARDS.map(({ type, label }) => (
            <Col key={type} xs={24} md={12} xl={6}>
              <ProviderCard label={label} provider={pickCardProvider(providers, type)} />
            </Col>
          ))}
        </Row>
      )}
      <CostComparisonTable />
    </Flex>
  );
}
