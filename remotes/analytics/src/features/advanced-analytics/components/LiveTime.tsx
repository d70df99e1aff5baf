import { Badge, Typography } from 'antd';
import { formatIstTime } from '@duesflow/shared-contracts/format';

/** When the figures on screen were computed; it moves whenever a change reloads them (no clock of its own). */
export function LiveTime({ generatedAt, updating }: { generatedAt: string | undefined; updating: boolean }) {
  return (
    <Typography.Text type="secondary" aria-live="polite">
      <Badge status={updating ? 'processing' : 'success'} /> Live · updated {(generatedAt && formatIstTime(generatedAt)) || '—'}
    </Typography.Text>
  );
}
