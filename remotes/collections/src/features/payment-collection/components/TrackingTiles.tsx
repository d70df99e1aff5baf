import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { PAYMENT_TRACKING_DASHBOARD_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import { useGetPaymentTrackingDashboardQuery } from '../api';
import { LoadErrorState } from '../../../components/LoadErrorState';
import { TRACKING_TILES } from './tileDefinitions';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

const tileColumns = { xs: 24, sm: 12, xl: 6 };

/** The four figures, polled every 30 seconds (spec part 2 §7, §9). */
export function TrackingTiles() {
  const { data: figures, isLoading, isFetching, error, refetch } = useGetPaymentTrackingDashboardQuery(undefined, {
    pollingInterval: PAYMENT_TRACKING_DASHBOARD_POLL_MS,
  });

  if (error && !figures) {
    return (
      <LoadErrorState title="Unable to load collection figures" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {TRACKING_TILES.map((tile) => (
        <Col key={tile.title} {...tileColumns}>
          {isLoading || !figures ? (
            <Card loading aria-busy="true" aria-label="Loading figure" />
          ) : (
            <Card style={{ height: '100%' }}>
              <Statistic
                title={
                  <Space size="small">
                    {tile.icon}
                    {tile.title}
                  </Space>
                }
                value={tile.format(figures)}
                formatter={() => tile.format(figures)}
              />
              <Typography.Text type="secondary">{tile.caption}</Typography.Text>
            </Card>
          )}
        </Col>
      ))}
    </Row>
  );
}
