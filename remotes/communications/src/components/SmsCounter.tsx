import { Typography } from 'antd';
import { smsSegments } from '@duesflow/shared-contracts/sms-segments';

/** The live counter: characters of the limit, and how carriers bill the text (GSM-7 or UCS-2, SMS parts). */
export function SmsCounter({ text, max }: { text: string; max: number }) {
  const count = smsSegments(text);
  return (
    <Typography.Text type="secondary" aria-live="polite" data-testid="sms-counter">
      {text.length}/{max} characters · {count.encoding} · {count.segments} SMS {count.segments === 1 ? 'part' : 'parts'}
    </Typography.Text>
  );
}
