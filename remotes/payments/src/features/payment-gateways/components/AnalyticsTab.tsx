import { Alert, Card, Descriptions } from 'antd';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { useGetGatewayAnalyticsQuery } from '../api';
import { formatRate } from '../gatewayText';

const grid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))' } as const;

/** A card per gateway: success rate (paid ÷ decided), volume, links paid and expired, average payment (stored links and payments). */
export function AnalyticsTab() {
  const { data, isLoading, error } = useGetGatewayAnalyticsQuery();
  if (isLoading) return <LoadingStatus label="Loading analytics" />;
  if (error || !data) return <Alert type="error" title="Unable to load gateway analytics" description={errorMessage(error)} />;
  return (
    <div style={grid}>
      {data.map((gateway) => (
        <Card key={gateway.gatewayId} title={gateway.name} role="region" aria-label={`${gateway.name} analytics`}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Success Rate">{formatRate(gateway.successRate)}</Descriptions.Item>
            <Descriptions.Item label="Volume">{formatINR(gateway.volume)}</Descriptions.Item>
            <Descriptions.Item label="Successful">{formatIndianNumber(gateway.successful)}</Descriptions.Item>
            <Descriptions.Item label="Failed">{formatIndianNumber(gateway.failed)}</Descriptions.Item>
            <Descriptions.Item label="Avg Amount">{formatINR(gateway.avgAmount)}</Descriptions.Item>
          </Descriptions>
        </Card>
      ))}
    </div>
  );
}
