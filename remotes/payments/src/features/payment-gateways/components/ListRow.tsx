import type { ReactNode } from 'react';
import { Divider, Flex, Space, Typography, theme } from 'antd';
import { ListRowFrame } from '@duesflow/remote-kit/ListRowFrame';

interface TListRowProps {
  title: ReactNode;
  description: ReactNode;
  /** Before the title, e.g. the priority badge. */
  avatar?: ReactNode;
  /** The row's controls at its end, a thin line between each two (drawn only, not read out). */
  actions?: ReactNode[];
  isLast: boolean;
  'aria-label'?: string;
}

/**
 * One row of a card's list (`<li>`, inside a `<ul>`): title (a level-4 heading at body size) over its
 * description, controls at the end, a thin line under every row but the last. antd 6.6 deprecates List.
 * The controls move under the text when fewer than 10rem would be left for it (a phone).
 */
export function ListRow({ title, description, avatar, actions, isLast, ...aria }: TListRowProps) {
  const { token } = theme.useToken();
  return (
    <ListRowFrame isLast={isLast} {...aria}>
      <Flex gap="middle" align="flex-start" style={{ flex: '1 1 10rem', minWidth: 0 }}>
        {avatar}
        <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </Flex>
      </Flex>
      {actions ? <Space separator={<Divider orientation="vertical" aria-hidden style={{ marginInline: 0 }} />}>{actions}</Space> : null}
    </ListRowFrame>
  );
}
