import type { ReactNode } from 'react';
import { Card, Statistic, Typography } from 'antd';

/** One dashboard figure, already formatted, with its fixed caption. */
export function MetricCard({ title, value, caption, icon }: { title: string; value: string; caption: string; icon: ReactNode }) {
  return (
    <Card>
      <Statistic title={title} value={value} prefix={icon} formatter={() => value} />
      <Typography.Text type="secondary">{caption}</Typography.Text>
    </Card>
  );
}
