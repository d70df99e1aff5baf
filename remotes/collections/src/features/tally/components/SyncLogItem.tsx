import { Flex, Typography } from 'antd';
import type { TSyncLog } from '@duesflow/shared-contracts/tally';
import { DIRECTION_LABELS, formatSyncTime } from '../syncText';
import { SyncStatusBadge } from './SyncStatusBadge';

/** One sync run or record: how it went, which way, which Tally record, when, and why it failed. */
export function SyncLogItem({ log }: { log: TSyncLog }) {
  return (
    <Flex component="li" vertical gap={2} style={{ padding: '8px 0' }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex gap="small" align="center" wrap>
          <SyncStatusBadge status={log.syncStatus} />
          <Typography.Text strong>{DIRECTION_LABELS[log.syncDirection] ?? log.syncDirection}</Typography.Text>
          {log.tallyRecordId ? <Typography.Text type="secondary">Record {log.tallyRecordId}</Typography.Text> : null}
        </Flex>
        <Typography.Text type="secondary">{formatSyncTime(log.lastSyncAt, 'Unknown time')}</Typography.Text>
      </Flex>
      {log.errorMessage ? <Typography.Text type="danger">{log.errorMessage}</Typography.Text> : null}
    </Flex>
  );
}
