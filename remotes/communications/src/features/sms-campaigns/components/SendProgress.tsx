import { useEffect, useRef } from 'react';
import { Flex, Progress, Typography } from 'antd';
import type { TCampaignDetail } from '@duesflow/shared-contracts/campaigns';
import { useGetCampaignQuery } from '../../../campaigns/api';
import { campaignPercent } from '../../../campaigns/progress';

/** A sending campaign's progress bar, moved by `campaign_progress` over /ws; tells once when it has finished. */
export function SendProgress({ campaignId, onFinished }: { campaignId: string; onFinished?: (campaign: TCampaignDetail) => void }) {
  const { data: campaign } = useGetCampaignQuery(campaignId);
  const told = useRef(false);
  const finished = campaign !== undefined && campaign.status !== 'running';
  useEffect(() => {
    if (finished && !told.current) {
      told.current = true;
      onFinished?.(campaign);
    }
  }, [finished, campaign, onFinished]);
  const percent = campaign ? campaignPercent(campaign) : 0;
  return (
    <Flex vertical gap={4}>
      <Progress aria-label="Campaign progress" percent={percent} status={campaign?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'} />
      {campaign ? (
        <Typography.Text type="secondary">
          {campaign.sent} sent · {campaign.failed} failed · {campaign.refused} not sent · {campaign.recipientCount} recipients
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
