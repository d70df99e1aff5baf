import { useEffect, useRef } from 'react';
import { Flex, Progress, Typography } from 'antd';
import type { TCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import { waitingLine } from '@duesflow/remote-kit/sendGate';
import { useGetCampaignQuery } from '../../../campaigns/api';
import { campaignOutcome, campaignPercent, notSentText, type TCampaignOutcome } from '../../../campaigns/progress';

/** The bar's look per outcome: only a campaign that sent everything it could ends green with a check. */
function barStatus(outcome: TCampaignOutcome): 'success' | 'exception' | 'active' | 'normal' {
  if (outcome === 'completed') return 'success';
  if (outcome === 'failed' || outcome === 'nothing_sent' || outcome === 'unknown') return 'exception';
  return outcome === 'running' ? 'active' : 'normal';
}

/** What the bar's end says instead of a bare percentage when the campaign did not simply finish. */
const BAR_WORDS: Partial<Record<TCampaignOutcome, string>> = {
  nothing_sent: 'Nothing sent',
  waiting: 'Waiting',
  partial: 'Partly sent',
  unknown: 'Check',
};

/**
 * A sending campaign's progress bar, moved by `campaign_progress` over /ws; tells once when it has
 * settled: finished, or everything left waits for the sending window (then it says how many and until when).
 */
export function SendProgress({
  campaignId,
  onFinished,
}: {
  campaignId: string;
  onFinished?: (campaign: TCampaignDetail, waiting: string) => void;
}) {
  const { data: campaign } = useGetCampaignQuery(campaignId);
  const outcome = campaign ? campaignOutcome(campaign) : 'running';
  const waitingText = outcome === 'waiting' ? waitingLine(campaign?.waiting) : '';
  const told = useRef(false);
  const settled = campaign !== undefined && outcome !== 'running';
  useEffect(() => {
    if (settled && !told.current) {
      told.current = true;
      onFinished?.(campaign, waitingText);
    }
  }, [settled, campaign, onFinished, waitingText]);
  const percent = campaign ? campaignPercent(campaign) : 0;
  const words = BAR_WORDS[outcome];
  const notSent = campaign && outcome === 'nothing_sent' ? notSentText(campaign.recipients) : '';
  return (
    <Flex vertical gap={4}>
      <Progress
        aria-label="Campaign progress"
        percent={outcome === 'nothing_sent' ? 100 : percent}
        status={barStatus(outcome)}
        format={words ? () => words : undefined}
      />
      {campaign ? (
        <Typography.Text type="secondary">
          {campaign.sent} sent · {campaign.failed} failed · {campaign.refused} not sent · {campaign.recipientCount} recipients
        </Typography.Text>
      ) : null}
      {waitingText ? <Typography.Text>{waitingText}</Typography.Text> : null}
      {notSent ? <Typography.Text type="danger">{notSent}</Typography.Text> : null}
    </Flex>
  );
}
