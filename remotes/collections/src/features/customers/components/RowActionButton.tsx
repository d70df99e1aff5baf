import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/** A customer row's action: disabled while `blocked` says why (shown on hover) or while it runs. */
export function RowActionButton({
  blocked,
  loading,
  icon,
  ariaLabel,
  onClick,
  children,
}: {
  blocked: string | undefined;
  loading: boolean;
  icon: ReactNode;
  ariaLabel: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={blocked}>
      {/* A disabled button gets no pointer events: the wrapper shows the reason on hover. */}
      <span style={{ display: 'inline-block' }}>
        <Button size="small" icon={icon} aria-label={ariaLabel} onClick={onClick} disabled={Boolean(blocked) || loading} loading={loading}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
