import type { MouseEvent, ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import { DeniedControl, useCan } from '@duesflow/remote-kit/session';

/**
 * One of a script row's icon buttons; its click never also selects the row. A role that may not change
 * scripts gets it disabled, with the reason on hover instead of its name (the API would answer 403).
 * `confirm`: asked first (Delete).
 */
export function ScriptAction({
  title,
  label,
  icon,
  danger = false,
  confirm,
  onClick,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  confirm?: string;
  onClick: () => void;
}) {
  const { allowed, reason } = useCan('collect');
  const button = (
    <Button
      size="small"
      type="text"
      danger={danger}
      disabled={!allowed}
      aria-label={label}
      icon={icon}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        if (!confirm) onClick();
      }}
    />
  );
  if (!allowed) return <DeniedControl reason={reason}>{button}</DeniedControl>;
  if (confirm) {
    return (
      <Popconfirm title={confirm} okText={title} okButtonProps={{ danger: true }} onConfirm={onClick}>
        {button}
      </Popconfirm>
    );
  }
  return <Tooltip title={title}>{button}</Tooltip>;
}
