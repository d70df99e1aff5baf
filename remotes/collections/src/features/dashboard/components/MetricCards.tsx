import { Alert, Col, Row } from 'antd';
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
          {/* While loading, four placeholder cards (spec part 1 §2): the titles and captions, the figures to come. */}
          <FigureCard
            title={definition.title}
            value={isLoading || !metrics ? undefined : definition.format(metrics)}
            caption={definition.caption}
            icon={definition.icon}
            loadingLabel="Loading metric"
          />
        </Col>
      ))}
    </Row>
  );
}
