import { Col, Flex, Row, Typography } from 'antd';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import { useSearchParams } from '@duesflow/remote-kit/router';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type TAnalyticsRange } from '@duesflow/shared-contracts/analytics';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { formatBusinessDayRange } from '@duesflow/shared-contracts/format';
import { ExportButtons } from '../../../components/ExportButtons';
import { summaryExportUrl, useGetAnalyticsSummaryQuery } from '../api';
import { ChannelSplit } from './ChannelSplit';
import { CollectionTrends } from './CollectionTrends';
import { CommunicationMetrics } from './CommunicationMetrics';
import { KpiTiles } from './KpiTiles';
import { RangeSelector } from './RangeSelector';
import { WorkflowPerformance } from './WorkflowPerformance';

function readRange(value: string | null): TAnalyticsRange {
  return (ANALYTICS_RANGES as readonly string[]).includes(value ?? '') ? (value as TAnalyticsRange) : DEFAULT_ANALYTICS_RANGE;
}

/** Collection Analytics (/analytics, spec part 1): every figure for the chosen date range, from stored rows. */
export function Analytics() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const { data, error, isLoading, isFetching, refetch } = useGetAnalyticsSummaryQuery(range);
  // Figures of another range are never shown under this range's selector.
  const summary = data?.range === range ? data : undefined;

  const chooseRange = (next: TAnalyticsRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_ANALYTICS_RANGE) updated.delete('range');
      else updated.set('range', next);
      return updated;
    });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {/* Two lines, always (reserved before the figures arrive): the range, then what it is compared with. */}
        {/* Its basis, not its text, decides whether the controls wrap below: the same before and after the dates arrive. */}
        <Flex vertical style={{ minHeight: 44, flex: '1 1 300px' }}>
          <Typography.Text type="secondary">{summary ? formatBusinessDayRange(summary.from, summary.to) : ' '}</Typography.Text>
          <Typography.Text type="secondary">
            {summary ? `compared with ${formatBusinessDayRange(summary.previousFrom, summary.previousTo)}` : ' '}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={8} wrap>
          {isFetching && summary ? <LoadingStatus label="Updating figures" size="small" inline /> : null}
          <RangeSelector value={range} onChange={chooseRange} />
          <ExportButtons
            url={(format) => summaryExportUrl(range, format)}
            baseName={`duesflow-collection-analytics-${range}`}
            what={`The ${range} figures`}
          />
        </Flex>
      </Flex>
      {error && !summary ? (
        <LoadErrorState
          title="Unable to load analytics"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          <KpiTiles kpis={summary?.kpis} range={range} loading={isLoading || !summary} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <CollectionTrends trend={summary?.trend} range={range} loading={!summary} />
            </Col>
            <Col xs={24} xl={8}>
              <ChannelSplit split={summary?.channelSplit} loading={!summary} />
            </Col>
            <Col xs={24} xl={12}>
              <WorkflowPerformance workflows={summary?.workflows} loading={!summary} />
            </Col>
            <Col xs={24} xl={12}>
              <CommunicationMetrics communications={summary?.communications} loading={!summary} />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
