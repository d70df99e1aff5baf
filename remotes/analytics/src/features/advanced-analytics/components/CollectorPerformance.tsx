import { Card, Table, Typography } from 'antd';
import type { TAnalyticsPeriod } from '@duesflow/shared-contracts/analytics';
import type { TCollectorFigures } from '@duesflow/shared-contracts/collector-performance';
import { formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { formatPercent } from '../../../components/figures';
import { ScrollBox } from '../../../components/ScrollBox';
import { useGetCollectorPerformanceQuery } from '../api';

/** A count with its share beside it: "3 (60.0%)". */
const withShare = (count: number, share: number | null) => `${formatIndianNumber(count)} (${formatPercent(share)})`;

/**
 * Collector performance for the chosen period (docs/analytics.md "Collector performance"): per active admin and
 * collector, calls logged, right-party contacts, promises taken and kept, collected, and worklist completion.
 */
export function CollectorPerformance({ period }: { period: TAnalyticsPeriod }) {
  const { data, error, isFetching, refetch } = useGetCollectorPerformanceQuery(period);
  const figures = data?.period === period ? data : undefined;
  if (error && !figures) {
    return (
      <LoadErrorState title="Unable to load analytics" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <Card aria-label="Collector performance">
      <Typography.Paragraph type="secondary">
        Calls are those a collector logged an outcome for; right-party contacts reached the customer. Promises kept and collected count the
        collector&apos;s own customers; worklist completion is the share of their customers who owe that they called.
      </Typography.Paragraph>
      <ScrollBox label="Collectors">
        <Table<TCollectorFigures>
          size="small"
          rowKey="collectorId"
          loading={!figures}
          pagination={false}
          dataSource={figures?.collectors ?? []}
          columns={[
            { title: 'Collector', dataIndex: 'name', key: 'name' },
            { title: 'Customers', key: 'portfolio', align: 'right', render: (_value, row) => formatIndianNumber(row.portfolio) },
            { title: 'Calls', key: 'calls', align: 'right', render: (_value, row) => formatIndianNumber(row.calls) },
            {
              title: 'Right-party contacts',
              key: 'rightParty',
              align: 'right',
              render: (_value, row) => withShare(row.rightPartyContacts, row.rightPartyRate),
            },
            {
              title: 'Promises taken',
              key: 'promisesTaken',
              align: 'right',
              render: (_value, row) => formatIndianNumber(row.promisesTaken),
            },
            {
              title: 'Promise-kept rate',
              key: 'promiseKeptRate',
              align: 'right',
              render: (_value, row) => `${formatPercent(row.promiseKeptRate)} (${row.promisesKept} kept, ${row.promisesBroken} broken)`,
            },
            { title: 'Collected', key: 'collected', align: 'right', render: (_value, row) => formatINR(row.collected) },
            {
              title: 'Worklist completion',
              key: 'worklistCompletion',
              align: 'right',
              render: (_value, row) => `${formatPercent(row.worklistCompletion)} (${row.worked} of ${row.owing})`,
            },
          ]}
        />
      </ScrollBox>
    </Card>
  );
}
