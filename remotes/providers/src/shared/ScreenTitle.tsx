import type { CSSProperties, ReactNode } from 'react';
import { Typography, theme } from 'antd';

/**
 * A screen's own title: an <h2> under the header's <h1> (one <h1> a page), drawn at the size of antd's
 * third heading level as before, so the outline is right without the page looking different.
 */
export function ScreenTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, ...style }}>
      {children}
    </Typography.Title>
  );
}
