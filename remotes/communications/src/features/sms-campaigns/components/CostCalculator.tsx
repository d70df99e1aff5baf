import { Button, Card, Descriptions, Typography } from 'antd';
import { SMS_COST_PER_SEGMENT_USD } from '@duesflow/shared-contracts/sms-segments';
import { formatSendCost } from '@duesflow/shared-contracts/format';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import { SendPreviewSummary } from '@duesflow/remote-kit/sendGate';

/**
 * Recipients, the price per SMS part, and — from the send gate's dry run once it answers — who goes now,
 * waits or is skipped and why, the parts and the total (the figure the send's reply and history show).
 * Until the dry run answers, the parts and total are counted here from the filled messages.
 */
export function CostCalculator({
  recipients,
  segments,
  costUsd,
  preview,
  canPreview,
  onPreview,
}: {
  recipients: number;
  segments: number;
  costUsd: number;
  preview: TSendPreview | undefined;
  canPreview: boolean;
  onPreview: () => void;
}) {
  const parts = preview ? preview.cost.units : segments;
  const total = preview ? formatSendCost(preview.cost.amount, preview.cost.currency) : formatSendCost(costUsd, 'USD');
  return (
    <Card size="small" title="Cost Calculator">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'recipients', label: 'Recipients selected', children: recipients },
          { key: 'per', label: 'Cost per message', children: `${formatSendCost(SMS_COST_PER_SEGMENT_USD, 'USD')} per SMS part` },
          { key: 'segments', label: 'SMS parts', children: parts },
          { key: 'total', label: 'Total cost', children: total },
        ]}
      />
      {preview ? (
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">Before sending (dry run)</Typography.Text>
          <SendPreviewSummary preview={preview} units="SMS parts" />
        </div>
      ) : null}
      <Button type="primary" block disabled={!canPreview} onClick={onPreview} style={{ marginTop: 12 }}>
        Preview Campaign
      </Button>
    </Card>
  );
}
