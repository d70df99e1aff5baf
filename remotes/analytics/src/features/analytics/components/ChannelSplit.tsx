import { Card, Flex, Progress, Typography } from 'antd';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { channelName, formatPercent } from '../../../components/figures';

type TSplit = TAnalyticsSummary['channelSplit'][number];

/** Contacts by channel, voice / SMS / WhatsApp, as shares of their sum. */
export function ChannelSplit({ split, loading }: { split: TSplit[] | undefined; loading: boolean }) {
  return (
    <Card title="Channel Split" loading={loading}>
      <Flex vertical gap={12}>
        {(split ?? []).map((entry) => (
          <div key={entry.channel} aria-label={`${channelName(entry.channel)} share`}>
            <Flex justify="space-between">
              <Typography.Text>{channelName(entry.channel)}</Typography.Text>
              <Typography.Text>
                {formatPercent(entry.share)} · {formatIndianNumber(entry.contacts)} contacts
              </Typography.Text>
            </Flex>
            <Progress percent={entry.share} showInfo={false} aria-hidden />
          </div>
        ))}
      </Flex>
    </Card>
  );
}
