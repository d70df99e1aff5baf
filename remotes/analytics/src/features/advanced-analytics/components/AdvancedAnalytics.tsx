import { useState } from 'react';
import { Flex, Select, Tabs, Typography } from 'antd';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { ExportButtons } from '../../../components/ExportButtons';
import { exportUrl, useGetAdvancedAnalyticsQuery } from '../api';
import { PERIOD_LABELS } from '../periods';
import { ChannelPerformance } from './ChannelPerformance';
import { CollectorPerformance } from './CollectorPerformance';
import { CostAnalysis } from './CostAnalysis';
import { CustomerInsights } from './CustomerInsights';
import { LiveOverview } from './LiveOverview';
import { LiveTime } from './LiveTime';
import { TrendsPatterns } from './TrendsPatterns';

/**
 * Advanced Analytics (/advanced-analytics, spec part 2): every tab computed from stored events for the
 * chosen period, reloaded when a realtime change arrives (at most every 3 s), never simulated.
 */
export function AdvancedAnalytics() {
  const [period, setPeriod] = useState<TAnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { data, error, isFetching, refetch } = useGetAdvancedAnalyticsQuery(period);
  // Figures of another period are never shown under this period's selector.
  const figures = data?.period === period ? data : undefined;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Advanced Analytics
        </Typography.Title>
        <Flex align="center" gap={12} wrap>
          <LiveTime generatedAt={figures?.generatedAt} updating={isFetching} />
          <Select<TAnalyticsPeriod>
            aria-label="Period"
            value={period}
            onChange={setPeriod}
            options={ANALYTICS_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
            style={{ width: 130 }}
          />
          <ExportButtons
            url={(format) => exportUrl(period, format)}
            baseName={`duesflow-analytics-${period}`}
            what={`${PERIOD_LABELS[period]}'s figures`}
          />
        </Flex>
      </Flex>
      {error && !figures ? (
        <LoadErrorState
          title="Unable to load analytics"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Tabs
          // Six tabs do not fit 1024 or 375 px: the row scrolls sideways in its own box, every tab a real tab,
          // rather than antd's "more" menu (a button inside the tablist, which screen readers do not expect).
          renderTabBar={(props, DefaultTabBar) => (
            <div style={{ overflowX: 'auto' }}>
              <div style={{ width: 'max-content', minWidth: '100%' }}>
                <DefaultTabBar {...props} />
              </div>
            </div>
          )}
          items={[
            { key: 'overview', label: 'Live Overview', children: <LiveOverview figures={figures} /> },
            { key: 'channels', label: 'Channel Performance', children: <ChannelPerformance figures={figures} /> },
            { key: 'trends', label: 'Trends & Patterns', children: <TrendsPatterns figures={figures} /> },
            { key: 'insights', label: 'Customer Insights', children: <CustomerInsights figures={figures} /> },
            { key: 'cost', label: 'Cost Analysis', children: <CostAnalysis figures={figures} /> },
            { key: 'collectors', label: 'Collectors', children: <CollectorPerformance period={period} /> },
          ]}
        />
      )}
    </Flex>
  );
}
