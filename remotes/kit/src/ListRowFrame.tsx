import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Flex, theme } from 'antd';

export interface TListRowFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> {
  /** The last row of its list draws no line under it. */
  isLast: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * One row of a card's list (`<li>`, inside a `<ul>`), where antd 6.6 deprecates `List`: its parts side by
 * side, the later ones moving under the first when they no longer fit (a phone), and a thin line under
 * every row but the last.
 */
export function ListRowFrame({ isLast, style, children, ...attributes }: TListRowFrameProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="li"
      align="center"
      justify="space-between"
      wrap
      gap="large"
      {...attributes}
      style={{
        paddingBlock: token.paddingContentVertical,
        borderBlockEnd: isLast ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
        ...style,
      }}
    >
      {children}
    </Flex>
  );
}
