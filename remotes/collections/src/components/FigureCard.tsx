import type { ReactNode } from 'react';
import { Card, Space, Statistic, Typography } from 'antd';

/** One figure of a screen's row of cards: its title, fixed caption, icon and how it reads from the data. */
export interface TFigureDefinition<TData> {
  title: string;
  caption: string;
  icon: ReactNode;
  format: (data: TData) => string;
}

/** One figure, already formatted, with its fixed caption. */
export function FigureCard({ title, value, caption, icon }: { title: string; value: string; caption: string; icon: ReactNode }) {
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
