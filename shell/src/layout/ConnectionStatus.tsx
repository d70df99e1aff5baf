import { Badge, type BadgeProps } from 'antd';
import { useAppSelector } from '../app/hooks';
import { selectConnectionStatus, type ConnectionStatus as Status } from '../realtime/realtimeSlice';

const DISPLAY: Record<Status, { text: string; badge: BadgeProps['status'] }> = {
  connected: { text: 'Connected', badge: 'success' },
  connecting: { text: 'Connecting', badge: 'warning' },
  disconnected: { text: 'Disconnected', badge: 'error' },
};

/** The live state of the workflow engine's realtime connection. */
export function ConnectionStatus() {
  const status = useAppSelector(selectConnectionStatus);
  const { text, badge } = DISPLAY[status];
  return (
    <div role="status" aria-live="polite" className="duesflow-connection" style={{ padding: '12px 24px' }}>
      <Badge
        status={badge}
        text={
          <span data-testid="connection-status" style={{ color: 'rgba(255,255,255,0.85)' }}>
            {text}
          </span>
        }
      />
    </div>
  );
}
