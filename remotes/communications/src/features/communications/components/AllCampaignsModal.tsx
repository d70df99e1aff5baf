import { Alert, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { formatIndianNumber, formatIstMoment } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { usePagedCampaigns } from '../../../campaigns/usePagedCampaigns';
import { CampaignStatusTag } from '../../../campaigns/CampaignStatusTag';
import { CHANNEL_LABELS } from '../bulkText';
import { emptyTextOnceLoaded } from '@duesflow/remote-kit/emptyText';

const COLUMNS: TableColumnsType<TCampaign> = [
  { key: 'type', title: 'Type', render: (_, campaign) => <Tag>{CHANNEL_LABELS[campaign.type]}</Tag> },
  {
    key: 'message',
    title: 'Message',
    render: (_, campaign) => (
      <Typography.Text>
        {campaign.name ? `${campaign.name}: ` : ''}
        {campaign.message}
      </Typography.Text>
    ),
  },
  { key: 'recipients', title: 'Recipients', align: 'right', render: (_, campaign) => formatIndianNumber(campaign.recipientCount) },
  { key: 'status', title: 'Status', render: (_, campaign) => <CampaignStatusTag campaign={campaign} /> },
  { key: 'time', title: 'Time', render: (_, campaign) => formatIstMoment(campaign.createdAt) },
];

function AllCampaignsTable({ onOpenCampaign }: { onOpenCampaign: (campaign: TCampaign) => void }) {
  const { data, isFetching, error, tableProps } = usePagedCampaigns(undefined, onOpenCampaign);
  if (error && !data) return <Alert type="error" showIcon title="Unable to load campaigns" description={errorMessage(error)} />;
  return (
    <Table<TCampaign> {...tableProps} columns={COLUMNS} locale={{ emptyText: emptyTextOnceLoaded(isFetching, 'No campaigns sent yet') }} />
  );
}

/** View All: every campaign, newest first, paged by the API. */
export function AllCampaignsModal({
  open,
  onClose,
  onOpenCampaign,
}: {
  open: boolean;
  onClose: () => void;
  onOpenCampaign: (campaign: TCampaign) => void;
}) {
  return (
    <Modal title="All Campaigns" open={open} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      {open ? <AllCampaignsTable onOpenCampaign={onOpenCampaign} /> : null}
    </Modal>
  );
}
