import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * A screen's title row: its name on the left, its main action (if any) on the right, wrapping on a
 * phone. The portal's header holds the page's one `<h1>`; a screen's name is the `<h2>` under it.
 */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
