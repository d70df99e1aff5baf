import { Card, Flex, Typography } from 'antd';
import type { TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import { PREVIEW_SAMPLE_COUNT } from '@duesflow/shared-contracts/campaigns';
import { smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { messageFor } from '../campaignDraft';

/** The first 3 selected customers' messages with their placeholders filled, then 'And N more messages...'. */
export function SampleMessages({ content, customers }: { content: string | undefined; customers: TOverdueCustomer[] }) {
  if (!content) return null;
  const more = customers.length - PREVIEW_SAMPLE_COUNT;
  return (
    <Flex vertical gap={8}>
      {customers.slice(0, PREVIEW_SAMPLE_COUNT).map((customer) => {
        const text = messageFor(content, customer);
        const count = smsSegments(text);
        return (
          <Card
            key={customer.id}
            size="small"
            title={`${customer.name} · ${customer.phoneNumber}`}
            extra={`${count.encoding} · ${count.segments} SMS`}
          >
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{text}</Typography.Paragraph>
          </Card>
        );
      })}
      {more > 0 ? <Typography.Text type="secondary">And {more} more messages...</Typography.Text> : null}
    </Flex>
  );
}
