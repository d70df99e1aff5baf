import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';

/**
 * What failed, why, and what to do (usually a Retry button), laid out like antd's `Result status="error"`.
 * Not `Result` itself: that module carries the 403/404/500 illustrations (~10 KB gzip), and an error panel
 * must render from what the page already has, e.g. while the server is down.
 */
export function ErrorResult({ title, subTitle, extra }: { title: string; subTitle: string; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={token.marginSM}
      style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}
    >
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorError, marginBottom: token.marginSM }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{subTitle}</Typography.Text>
      {extra ? <div style={{ marginTop: token.marginSM }}>{extra}</div> : null}
    </Flex>
  );
}
