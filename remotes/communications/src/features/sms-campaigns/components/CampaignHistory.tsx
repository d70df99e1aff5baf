import { useState } from 'react';
import { Alert, Card, Empty, Table, type TableColumnsType, Typography } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { formatIndianNumber, formatIstMoment } from '@duesflow/shared-contracts/format';
import { campaignCostText } from '../../../campaigns/progress';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { usePagedCampaigns } from '../../../campaigns/usePagedCampaigns';
import { CampaignDetailModal } from '../../../campaigns/CampaignDetailModal';
import { CampaignStatusTag } from '../../../campaigns/CampaignStatusTag';

const COLUMNS: TableColumnsType<TCampaign> = [
  { key: 'name', title: 'Campaign', render: (_, campaign) => <Typography.Link>{campaign.name ?? 'Unnamed Campaign'}</Typography.Link> },
  { key: 'status', title: 'Status', render: (_, campaign) => <CampaignStatusTag campaign={campaign} /> },
  { key: 'recipients', title: 'Recipients', align: 'right', render: (_, campaign) => formatIndianNumber(campaign.recipientCount) },
  { key: 'sent', title: 'Sent', dataIndex: 'sent', align: 'right' },
  { key: 'failed', title: 'Failed', dataIndex: 'failed', align: 'right' },
  { key: 'refused', title: 'Not sent', dataIndex: 'refused', align: 'right' },
  { key: 'cost', title: 'Cost', align: 'right', render: (_, campaign) => campaignCostText(campaign) },
  { key: 'time', title: 'Sent', render: (_, campaign) => formatIstMoment(campaign.createdAt) },
];

/** Campaigns sent from this screen, newest first; a row opens its per-recipient statuses. */
export function CampaignHistory() {
  const [open, setOpen] = useState<TCampaign | undefined>();
  const { data, error, tableProps } = usePagedCampaigns('campaign', setOpen);
  if (error && !data) return <Alert type="error" showIcon title="Unable to load campaign history" description={errorMessage(error)} />;
  if (data && data.total === 0) {
    return (
      <Card size="small">
        <Empty
          description={
            <>
              <div>No campaigns sent yet</div>
              <Typography.Text type="secondary">Campaign history will appear here after you send your first campaign.</Typography.Text>
            </>
          }
        />
      </Card>
    );
  }
  return (
    <Card size="small" title="Campaign History">
      <Table<TCampaign> {...tableProps} columns={COLUMNS} />
      <CampaignDetailModal campaignId={open?.id} title={open?.name ?? 'Campaign'} onClose={() => setOpen(undefined)} />
    </Card>
  );
}
