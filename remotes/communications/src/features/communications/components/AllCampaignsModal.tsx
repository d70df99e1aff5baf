import { useState } from 'react';
import { Alert, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCampaignsQuery } from '../../../campaigns/api';
import { CampaignStatusTag } from '../../../campaigns/CampaignStatusTag';
import { CHANNEL_LABELS } from '../bulkText';

const PAGE_SIZE = 10;

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
  { key: 'recipients', title: 'Recipients', dataIndex: 'recipientCount', align: 'right' },
  { key: 'status', title: 'Status', render: (_, campaign) => <CampaignStatusTag campaign={campaign} /> },
  { key: 'time', title: 'Time', render: (_, campaign) => formatRelativeTime(campaign.createdAt) },
];

function AllCampaignsTable({ onOpenCampaign }: { onOpenCampaign: (campaign: TCampaign) => void }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetCampaignsQuery({ page, pageSize: PAGE_SIZE });
  if (error && !data) return <Alert type="error" showIcon title="Unable to load campaigns" description={errorMessage(error)} />;
  return (
    <Table<TCampaign>
      rowKey="id"
      size="small"
      loading={isFetching}
      columns={COLUMNS}
      dataSource={data?.items ?? []}
      locale={{ emptyText: isFetching ? ' ' : 'No campaigns sent yet' }}
      onRow={(campaign) => ({ onClick: () => onOpenCampaign(campaign), style: { cursor: 'pointer' } })}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
    />
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
