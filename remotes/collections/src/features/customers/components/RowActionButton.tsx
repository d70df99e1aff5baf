import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { useCompactActions } from '../../../components/compactActions';

/**
 * A customer row's action: disabled while `blocked` says why (shown on hover) or while it runs. In a compact row
 * only its icon shows, its words on hover.
 */
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
  const compact = useCompactActions();
  return (
    <Tooltip title={blocked ?? (compact ? children : undefined)}>
      {/* A disabled button gets no pointer events: the wrapper shows the reason on hover. */}
      <span style={{ display: 'inline-block' }}>
        {/* While it runs it stays enabled (antd ignores clicks on a loading button): disabling it would drop the focus. */}
        <Button
          size="small"
          icon={icon}
          aria-label={ariaLabel}
          onClick={onClick}
          disabled={Boolean(blocked)}
          loading={loading}
          aria-busy={loading}
        >
          {compact ? null : children}
        </Button>
      </span>
    </Tooltip>
  );
}
