import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeniedControl, useCan } from '@duesflow/remote-kit/session';

/** A bulk action's button: asks first, saying how many customers it touches; only roles that collect may use it. */
export function BulkActionButton({
  confirm,
  okText,
  disabled = false,
  loading,
  onConfirm,
  children,
}: {
  confirm: string;
  okText: string;
  disabled?: boolean;
  loading: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { allowed, reason } = useCan('collect');
  return (
    // Guarded would disable the Popconfirm, not its button: the button is disabled here itself.
    <DeniedControl reason={reason}>
      <Popconfirm title={confirm} okText={okText} disabled={!allowed || disabled} onConfirm={onConfirm}>
        <Button size="small" loading={loading} disabled={!allowed || disabled || loading}>
          {children}
        </Button>
      </Popconfirm>
    </DeniedControl>
  );
}
