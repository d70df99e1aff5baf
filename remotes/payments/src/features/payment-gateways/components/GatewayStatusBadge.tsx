import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  QuestionCircleOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { shownStatus, type TShownGatewayStatus } from '../gatewayText';

const LOOK: Record<TShownGatewayStatus, { color: string; icon: ReactNode }> = {
  healthy: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  degraded: { color: 'warning', icon: <ExclamationCircleOutlined aria-hidden /> },
  down: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  maintenance: { color: 'processing', icon: <ToolOutlined aria-hidden /> },
  unknown: { color: 'default', icon: <QuestionCircleOutlined aria-hidden /> },
};

/** Status icon and badge (spec part 2 §4): healthy, degraded, down, maintenance, else unknown. */
export function GatewayStatusBadge({ status }: { status: string }) {
  const shown = shownStatus(status);
  return (
    <Tag color={LOOK[shown].color} icon={LOOK[shown].icon} data-testid="gateway-status">
      {shown}
    </Tag>
  );
}
