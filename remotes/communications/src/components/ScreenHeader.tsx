import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A screen's title row: its name on the left, its main action (if any) on the right. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
