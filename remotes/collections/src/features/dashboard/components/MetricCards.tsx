import { Alert, Card, Col, Row } from 'antd';
import { useGetDashboardMetricsQuery } from '../api';
import { FigureCard } from '../../../components/FigureCard';
import { METRIC_DEFINITIONS } from './metricDefinitions';

const cardColumns = { xs: 24, sm: 12, xl: 6 };

export function MetricCards() {
  const { data: metrics, isLoading, error } = useGetDashboardMetricsQuery();

  if (error && !metrics) {
    return <Alert type="error" showIcon title="Unable to load dashboard metrics" description={error.message} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {METRIC_DEFINITIONS.map((definition) => (
        <Col key={definition.title} {...cardColumns}>
          {isLoading || !metrics ? (
            <Card loading aria-busy="true" aria-label="Loading metric" />
          ) : (
            <FigureCard title={definition.title} value={definition.format(metrics)} caption={definition.caption} icon={definition.icon} />
          )}
        </Col>
      ))}
    </Row>
  );
}
