import { Button, Card, Descriptions, Flex } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TCampaignDetail, TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { formatSendCost } from '@duesflow/shared-contracts/format';
import { Guarded } from '@duesflow/remote-kit/session';
import { SendPreviewSummary } from '@duesflow/remote-kit/sendGate';
import { SampleMessages } from './SampleMessages';
import { SendProgress } from './SendProgress';

/**
 * Preview: the summary with the send gate's dry run (who goes now, waits, is skipped and why; the cost),
 * three sample messages, Back to Edit and Send Campaign with its progress.
 */
export function CampaignPreview({
  name,
  template,
  customers,
  costUsd,
  preview,
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
  preview: TSendPreview | undefined;
  sendingId: string | undefined;
  finishedId: string | undefined;
  onViewHistory: () => void;
  starting: boolean;
  onBack: () => void;
  onSend: () => void;
  onFinished: (campaign: TCampaignDetail, waiting: string) => void;
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
            {
              key: 'cost',
              label: 'Total cost',
              children: preview ? formatSendCost(preview.cost.amount, preview.cost.currency) : formatSendCost(costUsd, 'USD'),
            },
          ]}
        />
        {preview ? <SendPreviewSummary preview={preview} units="SMS parts" /> : null}
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
