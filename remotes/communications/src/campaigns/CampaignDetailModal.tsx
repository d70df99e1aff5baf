import { Alert, Descriptions, Modal, Table, Tag, type TableColumnsType } from 'antd';
import type { TCampaignRecipient } from '@duesflow/shared-contracts/campaigns';
import { formatIstMoment, formatSendCost } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCampaignQuery } from './api';
import { CampaignStatusTag, StatusTag } from './CampaignStatusTag';
import { campaignCostText, notSentText } from './progress';

/**
 * A message's own cost, in the same format as the campaign's total; "—" for one that was never sent
 * (refused, still waiting, failed before the provider took it), not a "0.0000" beside a real total.
 */
function messageCost(row: TCampaignRecipient): string {
  if (row.refused || row.status === 'queued' || (row.status === 'failed' && row.cost === 0)) return '—';
  return formatSendCost(row.cost, row.currency);
}

const COLUMNS: TableColumnsType<TCampaignRecipient> = [
  { key: 'to', title: 'Recipient', render: (_, row) => row.customerName ?? row.to },
  { key: 'phone', title: 'Phone', dataIndex: 'to' },
  { key: 'status', title: 'Status', render: (_, row) => (row.refused ? <Tag>not sent</Tag> : <StatusTag status={row.status} />) },
  { key: 'provider', title: 'Provider', dataIndex: 'providerLabel' },
  { key: 'segments', title: 'SMS parts', dataIndex: 'segments', align: 'right' },
  { key: 'cost', title: 'Cost', align: 'right', render: (_, row) => messageCost(row) },
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
            { key: 'status', label: 'Status', children: <CampaignStatusTag campaign={data} /> },
            { key: 'recipients', label: 'Recipients', children: data.recipientCount },
            { key: 'sent', label: 'Sent', children: data.sent },
            { key: 'failed', label: 'Failed', children: data.failed },
            { key: 'refused', label: 'Not sent', children: data.refused },
            { key: 'cost', label: 'Estimated cost', children: campaignCostText(data) },
            { key: 'queued', label: 'Waiting', children: data.queued },
            { key: 'time', label: 'Started', children: formatIstMoment(data.createdAt) },
          ]}
        />
      ) : null}
      {data && notSentText(data.recipients) ? (
        <Alert type="warning" showIcon title={notSentText(data.recipients)} style={{ marginBottom: 12 }} />
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
export function CampaignDetailModal({
  campaignId,
  title,
  onClose,
}: {
  campaignId: string | undefined;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal title={title} open={campaignId !== undefined} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      {campaignId ? <CampaignDetail campaignId={campaignId} /> : null}
    </Modal>
  );
}
