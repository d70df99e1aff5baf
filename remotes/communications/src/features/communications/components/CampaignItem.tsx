import { Flex, Tag, Typography } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { formatCount, formatIstMoment } from '@duesflow/shared-contracts/format';
import { CampaignStatusTag } from '../../../campaigns/CampaignStatusTag';
import { CHANNEL_LABELS } from '../bulkText';

/** One campaign: type, message, recipient count, status and time. */
export function CampaignItem({ campaign, onOpen }: { campaign: TCampaign; onOpen: (campaign: TCampaign) => void }) {
  return (
    <Flex
      component="li"
      vertical
      gap={4}
      role="button"
      tabIndex={0}
      aria-label={`${CHANNEL_LABELS[campaign.type]} campaign: ${campaign.message}`}
      onClick={() => onOpen(campaign)}
      onKeyDown={(event) => (event.key === 'Enter' ? onOpen(campaign) : undefined)}
      style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid rgba(5,5,5,0.06)', cursor: 'pointer' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Flex gap={6} align="center">
          <Tag>{CHANNEL_LABELS[campaign.type]}</Tag>
          {campaign.name ? <Typography.Text strong>{campaign.name}</Typography.Text> : null}
        </Flex>
        <CampaignStatusTag campaign={campaign} />
      </Flex>
      <Typography.Text ellipsis>{campaign.message}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatCount(campaign.recipientCount, 'recipient')} · {formatIstMoment(campaign.createdAt)}
      </Typography.Text>
    </Flex>
  );
}
