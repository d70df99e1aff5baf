import { lazy } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { TAnalyticsSummary } from '@duesflow/shared-contracts/analytics';
import { formatCount, formatShare } from '@duesflow/shared-contracts/format';
import { CHANNEL_COLOURS } from '../../../components/chartColours';
import { ChartFrame } from '../../../components/ChartFrame';
import { channelName } from '../../../components/figures';

type TSplit = TAnalyticsSummary['channelSplit'][number];

const SplitChart = lazy(() => import('./SplitChart'));
const CHART_HEIGHT = 180;

/** Contacts by channel, voice / SMS / WhatsApp, as shares of their sum: a ring, and the figures beside it in words. */
export function ChannelSplit({ split, loading }: { split: TSplit[] | undefined; loading: boolean }) {
  const entries = split ?? [];
  const total = entries.reduce((sum, entry) => sum + entry.contacts, 0);
  return (
    <Card title="Channel Split" aria-busy={loading}>
      <ChartFrame height={CHART_HEIGHT}>{loading || total === 0 ? null : <SplitChart split={entries} height={CHART_HEIGHT} />}</ChartFrame>
      <Flex vertical gap={8} style={{ marginTop: 12, minHeight: 3 * 22 + 2 * 8 }}>
        {entries.map((entry) => (
          <Flex key={entry.channel} justify="space-between" gap={8} aria-label={`${channelName(entry.channel)} share`}>
            <Typography.Text>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  marginRight: 8,
                  background: CHANNEL_COLOURS[entry.channel],
                }}
              />
              {channelName(entry.channel)}
            </Typography.Text>
            <Typography.Text>
              {formatShare(entry.contacts, total)} · {formatCount(entry.contacts, 'contact')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
