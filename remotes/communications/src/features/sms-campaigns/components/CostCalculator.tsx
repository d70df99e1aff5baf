import { Button, Card, Descriptions } from 'antd';
import { SMS_COST_PER_SEGMENT_USD } from '@duesflow/shared-contracts/sms-segments';
import { formatUsd } from '../campaignDraft';

/** Recipients, the price per SMS part, the parts the filled messages take, the total; Preview Campaign. */
export function CostCalculator({ recipients, segments, costUsd, canPreview, onPreview }: { recipients: number; segments: number; costUsd: number; canPreview: boolean; onPreview: () => void }) {
  return (
    <Card size="small" title="Cost Calculator">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'recipients', label: 'Recipients selected', children: recipients },
          { key: 'per', label: 'Cost per message', children: `${formatUsd(SMS_COST_PER_SEGMENT_USD)} per SMS part` },
          { key: 'segments', label: 'SMS parts', children: segments },
          { key: 'total', label: 'Total cost', children: formatUsd(costUsd) },
        ]}
      />
      <Button type="primary" block disabled={!canPreview} onClick={onPreview} style={{ marginTop: 12 }}>
        Preview Campaign
      </Button>
    </Card>
  );
}
