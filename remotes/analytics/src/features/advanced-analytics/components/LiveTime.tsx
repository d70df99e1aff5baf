import { Badge, Typography } from 'antd';
import { formatUpdatedAt } from '../periods';

/** When the figures on screen were computed; it moves whenever a change reloads them (no clock of its own). */
export function LiveTime({ generatedAt, updating }: { generatedAt: string | undefined; updating: boolean }) {
  return (
    <Typography.Text type="secondary" aria-live="polite">
      <Badge status={updating ? 'processing' : 'success'} /> Live · updated {generatedAt ? formatUpdatedAt(generatedAt) : '—'}
    </Typography.Text>
  );
}
