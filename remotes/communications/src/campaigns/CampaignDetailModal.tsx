import { Alert, Descriptions, Modal, Table, Tag, type TableColumnsType } from 'antd';
import type { TCampaignRecipient } from '@duesflow/shared-contracts/campaigns';
import { formatRelativeTime } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCampaignQuery } from './api';
import { StatusTag } from './CampaignStatusTag';

const COLUMNS: TableColumnsType<TCampaignRecipient> = [
  { key: 'to', title: 'Recipient', render: (_, row) => row.customerName ?? row.to },
  { key: 'phone', title: 'Phone', dataIndex: 'to' },
  { key: 'status', title: 'Status', render: (_, row) => (row.refused ? <Tag>not sent</Tag> : <StatusTag status={row.status} />) },
  { key: 'provider', title: 'Provider', dataIndex: 'provider' },
  { key: 'segments', title: 'SMS parts', dataIndex: 'segments', align: 'right' },
  { key: 'cost', title: 'Cost', align: 'right', render: (_, row) => `${row.cost.toFixed(4)} ${row.currency}` },
  { key: 'error', title: 'Reason', render: (_, row) => row.error ?? '' },
];

function CampaignDetail({ campaignId }: { campaignId: string }) {
  const { data, isLoading, error } = useGetCampaignQuery(campaignId);
  if (error) return <Alert type="error" showIcon title="Unable to load the campaign" description={errorMessage(error)} />;
  return (
    <>
      {data ? (
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'status', label: 'Status', children: <StatusTag status={data.status} /> },
            { key: 'recipients', label: 'Recipients', children: data.recipientCount },
            { key: 'sent', label: 'Sent', children: data.sent },
            { key: 'failed', label: 'Failed', children: data.failed },
            { key: 'refused', label: 'Not sent', children: data.refused },
            { key: 'cost', label: 'Estimated cost', children: `$${data.estimatedCostUsd.toFixed(4)}` },
            { key: 'time', label: 'Started', children: formatRelativeTime(data.createdAt) },
          ]}
        />
      ) : null}
      <Table<TCampaignRecipient>
        rowKey="messageId"
        size="small"
        loading={isLoading}
        columns={COLUMNS}
        dataSource={data?.recipients ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  );
}

/** One campaign opened from history: its figures and every recipient's delivery status. */
export function CampaignDetailModal({ campaignId, title, onClose }: { campaignId: string | undefined; title: string; onClose: () => void }) {
  return (
    <Modal title={title} open={campaignId !== undefined} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {campaignId ? <CampaignDetail campaignId={campaignId} /> : null}
    </Modal>
  );
}
