import type { ReactNode } from 'react';
import { Card, Space, Statistic, Typography } from 'antd';

/** One dashboard figure, already formatted, with its fixed caption. */
export function MetricCard({ title, value, caption, icon }: { title: string; value: string; caption: string; icon: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <Statistic
        title={
          <Space size="small">
            {icon}
            {title}
          </Space>
        }
        value={value}
        formatter={() => value}
      />
      <Typography.Text type="secondary">{caption}</Typography.Text>
    </Card>
  );
}
