import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useGetProviderDashboardQuery } from '../../../shared/providersApi';
import { formatFee, formatUnitCost } from '../../../shared/formatCost';
import { TYPE_LABELS, type TProviderType } from '../../../shared/labels';
import { LoadError } from '../../../shared/LoadError';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/** Two tiles a row on a phone, three from 768 px (a title such as "Total Providers" is cut in a fifth of 1024 px), one row from 1200 px. */
const NARROW = { xs: 12, md: 8, xl: 4 } as const;
const WIDE = { xs: 12, md: 8, xl: 5 } as const;

/**
 * The dashboard figures (spec part 2 §3 Provider dashboard); costs are in USD, the providers' default
 * currency. Total Cost / Month = monthly fees of the active providers + what sends cost over the last 30 days.
 */
export function SummaryTiles() {
  const { data, error, refetch } = useGetProviderDashboardQuery();
  if (error) return <LoadError title="Failed to fetch provider figures" detail={errorMessage(error)} onRetry={refetch} />;
  // The tiles are drawn before the figures arrive (each statistic holds its place), so nothing below moves.
  const loading = !data;
  const byType = data ? Object.entries(data.providersByType).filter(([, count]) => count > 0) : [];
  return (
    <Row gutter={[16, 16]}>
      <Col {...NARROW}>
        <Card>
          <Statistic title="Total Providers" value={data?.totalProviders} loading={loading} />
        </Card>
      </Col>
      <Col {...NARROW}>
        <Card>
          <Statistic title="Active Providers" value={data?.activeProviders} loading={loading} />
        </Card>
      </Col>
      <Col {...WIDE}>
        <Card>
          <Statistic title="Total Cost / Month" value={data && formatFee(data.totalCostPerMonth)} loading={loading} />
          {data?.monthlyFees !== undefined && data.usageLast30Days !== undefined && (
            <Typography.Text type="secondary">
              {formatFee(data.monthlyFees)} fees + {formatFee(data.usageLast30Days)} usage (last 30 days)
            </Typography.Text>
          )}
        </Card>
      </Col>
      <Col {...WIDE}>
        <Card>
          <Statistic title="Average Cost / Unit" value={data && formatUnitCost(data.averageCostPerUnit)} loading={loading} />
        </Card>
      </Col>
      <Col xs={24} md={16} xl={6}>
        <Card style={{ height: '100%' }}>
          <Typography.Text type="secondary">Providers by Type</Typography.Text>
          {loading ? (
            <Skeleton.Input active size="small" style={{ display: 'block', marginTop: 8 }} />
          ) : byType.length === 0 ? (
            <Typography.Paragraph style={{ marginTop: 8 }}>None yet</Typography.Paragraph>
          ) : (
            <Flex wrap gap="small" style={{ marginTop: 8 }} role="list" aria-label="Providers by type">
              {byType.map(([type, count]) => (
                <Tag key={type} role="listitem">
                  {TYPE_LABELS[type as TProviderType] ?? type}: {count}
                </Tag>
              ))}
            </Flex>
          )}
        </Card>
      </Col>
    </Row>
  );
}
