import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useGetProviderDashboardQuery } from '../../../shared/providersApi';
import { formatFee, formatUnitCost } from '../../../shared/formatCost';
import { TYPE_LABELS, type TProviderType } from '../../../shared/labels';
import { LoadError } from '../../../shared/LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/**
 * The dashboard figures (spec part 2 §3 Provider dashboard); costs are in USD, the providers' default
 * currency. Total Cost / Month = monthly fees of the active providers + what sends cost over the last 30 days.
 */
export function SummaryTiles() {
  const { data, error, isLoading, refetch } = useGetProviderDashboardQuery();
  if (error) return <LoadError title="Failed to fetch provider figures" detail={errorMessage(error)} onRetry={refetch} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const byType = Object.entries(data.providersByType).filter(([, count]) => count > 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={4}>
        <Card>
          <Statistic title="Total Providers" value={data.totalProviders} />
        </Card>
      </Col>
      <Col xs={12} lg={4}>
        <Card>
          <Statistic title="Active Providers" value={data.activeProviders} />
        </Card>
      </Col>
      <Col xs={12} lg={5}>
        <Card>
          <Statistic title="Total Cost / Month" value={formatFee(data.totalCostPerMonth)} />
          {data.monthlyFees !== undefined && data.usageLast30Days !== undefined && (
            <Typography.Text type="secondary">
              {formatFee(data.monthlyFees)} fees + {formatFee(data.usageLast30Days)} usage (last 30 days)
            </Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={12} lg={5}>
        <Card>
          <Statistic title="Average Cost / Unit" value={formatUnitCost(data.averageCostPerUnit)} />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Card style={{ height: '100%' }}>
          <Typography.Text type="secondary">Providers by Type</Typography.Text>
          <Flex wrap gap="small" style={{ marginTop: 8 }} role="list" aria-label="Providers by type">
            {byType.length === 0 ? (
              <Typography.Text>None yet</Typography.Text>
            ) : (
              byType.map(([type, count]) => (
                <Tag key={type} role="listitem">
                  {TYPE_LABELS[type as TProviderType] ?? type}: {count}
                </Tag>
              ))
            )}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
