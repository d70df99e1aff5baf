import { Card, Empty, Flex, Typography } from 'antd';
import { CreditCardOutlined, MailOutlined, MessageOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';
import { formatINR, formatRelativeTime } from '@duesflow/shared-contracts/format';

type TEvent = TAdvancedAnalytics['activity'][number];

const ICONS = {
  payment: <CreditCardOutlined aria-hidden />,
  voice: <PhoneOutlined aria-hidden />,
  sms: <MessageOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  email: <MailOutlined aria-hidden />,
};

/** 'Payment of ₹12,500.00 from Asha Traders (upi)', 'SMS to Kaveri Agro: delivered'. */
export function describeEvent(event: TEvent): string {
  switch (event.kind) {
    case 'payment':
      return `Payment of ${event.amount === null ? 'an amount' : formatINR(event.amount)} from ${event.customerName}${event.detail ? ` (${event.detail})` : ''}`;
    case 'voice':
      return `Call to ${event.customerName}: ${event.detail}`;
    case 'sms':
      return `SMS to ${event.customerName}: ${event.detail}`;
    case 'whatsapp':
      return `WhatsApp to ${event.customerName}: ${event.detail}`;
    default:
      return `Email to ${event.customerName}: ${event.detail}`;
  }
}

/** The latest real events: payments received and contacts made, newest first. */
export function ActivityStream({ events }: { events: TEvent[] }) {
  return (
    <Card title="Live Activity">
      {events.length === 0 ? (
        <Empty description="No activity yet" />
      ) : (
        <Flex vertical gap={10} role="list" aria-label="Live Activity">
          {events.map((event) => (
            <Flex key={event.id} role="listitem" justify="space-between" gap={8}>
              <Typography.Text>
                {ICONS[event.kind]} {describeEvent(event)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {formatRelativeTime(event.at)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
