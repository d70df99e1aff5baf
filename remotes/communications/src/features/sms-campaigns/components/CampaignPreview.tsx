import { Button, Card, Descriptions, Flex } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TCampaignDetail, TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import { Guarded } from '@duesflow/remote-kit/session';
import { formatUsd } from '../campaignDraft';
import { SampleMessages } from './SampleMessages';
import { SendProgress } from './SendProgress';

/** Preview: the summary, three sample messages, Back to Edit and Send Campaign with its progress. */
export function CampaignPreview({
  name,
  template,
  customers,
  costUsd,
  sendingId,
  finishedId,
  onViewHistory,
  starting,
  onBack,
  onSend,
  onFinished,
}: {
  name: string;
  template: TMessageTemplate | undefined;
  customers: TOverdueCustomer[];
  costUsd: number;
  sendingId: string | undefined;
  finishedId: string | undefined;
  onViewHistory: () => void;
  starting: boolean;
  onBack: () => void;
  onSend: () => void;
  onFinished: (campaign: TCampaignDetail) => void;
}) {
  const sending = starting || sendingId !== undefined;
  return (
    <Flex vertical gap="middle">
      <Card size="small" title="Campaign Summary">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Campaign', children: name.trim() || 'Unnamed Campaign' },
            { key: 'template', label: 'Template', children: template?.name ?? 'No template selected' },
            { key: 'recipients', label: 'Recipients', children: customers.length },
            { key: 'cost', label: 'Total cost', children: formatUsd(costUsd) },
          ]}
        />
      </Card>
      <Card size="small" title="Sample Messages">
        <SampleMessages content={template?.content} customers={customers} />
      </Card>
      {sendingId ? <SendProgress key={sendingId} campaignId={sendingId} onFinished={onFinished} /> : null}
      {finishedId && !sendingId ? (
        <Flex vertical gap={8}>
          <SendProgress key={finishedId} campaignId={finishedId} />
          <Button onClick={onViewHistory}>View in History</Button>
        </Flex>
      ) : null}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onBack} disabled={sending}>
          Back to Edit
        </Button>
        <Guarded capability="collect">
          <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={sending || customers.length === 0} onClick={onSend}>
            {sending ? 'Sending...' : 'Send Campaign'}
          </Button>
        </Guarded>
      </Flex>
    </Flex>
  );
}
