import { Badge, Typography } from 'antd';
import { formatIstTime } from '@duesflow/shared-contracts/format';

/** When the figures on screen were computed; it moves whenever a change reloads them (no clock of its own). */
export function LiveTime({ generatedAt, updating }: { generatedAt: string | undefined; updating: boolean }) {
  return (
    // As wide as "Live · updated 14:05 IST" before the time arrives, so the controls beside it never re-wrap.
    <Typography.Text type="secondary" aria-live="polite" style={{ display: 'inline-block', minWidth: 176 }}>
      <Badge status={updating ? 'processing' : 'success'} /> Live · updated {(generatedAt && formatIstTime(generatedAt)) || '—'}
    </Typography.Text>
  );
}
