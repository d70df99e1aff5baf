import { useState } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCampaignsQuery } from '../../../campaigns/api';
import { CampaignDetailModal } from '../../../campaigns/CampaignDetailModal';
import { AllCampaignsModal } from './AllCampaignsModal';
import { CampaignItem } from './CampaignItem';

/** How many campaigns the card lists; View All pages through the rest. */
export const RECENT_CAMPAIGNS = 5;

/** Recent Campaigns from the database, newest first, each openable to its recipients. */
export function RecentCampaigns() {
  const { data, isLoading, error } = useGetCampaignsQuery({ page: 1, pageSize: RECENT_CAMPAIGNS });
  const [allOpen, setAllOpen] = useState(false);
  const [open, setOpen] = useState<TCampaign | undefined>();
  return (
    <Card
      title="Recent Campaigns"
      size="small"
      extra={
        <Button size="small" onClick={() => setAllOpen(true)}>
          View All
        </Button>
      }
    >
      {error ? <Alert type="error" showIcon title="Unable to load campaigns" description={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.items.length === 0 ? <Empty description="No campaigns sent yet" /> : null}
      <ul aria-label="Recent campaigns" style={{ margin: 0, padding: 0 }}>
        {(data?.items ?? []).map((campaign) => (
          <CampaignItem key={campaign.id} campaign={campaign} onOpen={setOpen} />
        ))}
      </ul>
      <AllCampaignsModal open={allOpen} onClose={() => setAllOpen(false)} onOpenCampaign={setOpen} />
      <CampaignDetailModal campaignId={open?.id} title={open?.name ?? 'Campaign'} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
