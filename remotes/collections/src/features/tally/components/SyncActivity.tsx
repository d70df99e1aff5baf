import { Card, Empty, Skeleton } from 'antd';
import { SYNC_LOG_LIMIT } from '@duesflow/shared-contracts/tally';
import { useGetSyncLogsQuery } from '../api';
import { latestSyncLogs } from '../syncText';
import { SyncLogItem } from './SyncLogItem';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/** The latest 10 sync logs, newest first (spec part 1 §2, §9). */
export function SyncActivity() {
  const { data: logs = [], isLoading, isFetching, error, refetch } = useGetSyncLogsQuery();

  return (
    <Card title="Recent Sync Activity" style={{ height: '100%' }}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error && !logs.length ? (
        <LoadErrorState title="Unable to load sync activity" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />
      ) : logs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No sync activity yet" />
      ) : (
        <ul aria-label="Recent sync activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latestSyncLogs(logs, SYNC_LOG_LIMIT).map((log) => (
            <SyncLogItem key={log.id} log={log} />
          ))}
        </ul>
      )}
    </Card>
  );
}
