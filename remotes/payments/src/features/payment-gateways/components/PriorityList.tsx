import { useState } from 'react';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { GATEWAY_ACCESS, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { Guarded } from '@duesflow/remote-kit/session';
import { formatAmount } from '../gatewayText';
import { ActiveToggle } from './ActiveToggle';
import { GatewayConfigModal } from './GatewayConfigModal';
import { GatewayStatusBadge } from './GatewayStatusBadge';
import { ListRow } from './ListRow';
import { MovePriorityButtons } from './MovePriorityButtons';
import { formatPaymentFee } from '@duesflow/shared-contracts/gateways';

/** Gateway Settings: the priority list with toggles, up/down and each gateway's configuration. */
export function PriorityList({ gateways }: { gateways: TPaymentGateway[] }) {
  const [editing, setEditing] = useState<string>();
  const open = gateways.find((gateway) => gateway.id === editing);
  return (
    <Card title="Gateway Priority">
      <Typography.Paragraph type="secondary">
        Links go to the first active gateway that is up and whose limits and currencies fit, then the active failover rules apply.
      </Typography.Paragraph>
      {gateways.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul aria-label="Gateway priority" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {gateways.map((gateway, index) => (
            <ListRow
              key={gateway.id}
              aria-label={`${gateway.name} settings`}
              isLast={index === gateways.length - 1}
              avatar={<Tag color="blue">#{gateway.priority}</Tag>}
              title={
                <Space>
                  {gateway.name}
                  <GatewayStatusBadge status={gateway.status} />
                </Space>
              }
              description={`${formatAmount(gateway.config.minAmount)} – ${formatAmount(gateway.config.maxAmount)} · ${formatPaymentFee(
                gateway.config.feePercentage,
                gateway.config.fixedFee,
              )} · ${gateway.config.supportedCurrencies.join(', ')}`}
              actions={[
                <ActiveToggle key="active" gateway={gateway} />,
                <MovePriorityButtons key="move" gateway={gateway} isFirst={index === 0} isLast={index === gateways.length - 1} />,
                <Guarded key="configure" capability={GATEWAY_ACCESS.update}>
                  <Button
                    size="small"
                    icon={<SettingOutlined aria-hidden />}
                    aria-label={`Configure ${gateway.name}`}
                    onClick={() => setEditing(gateway.id)}
                  >
                    Configure
                  </Button>
                </Guarded>,
              ]}
            />
          ))}
        </ul>
      )}
      {open ? <GatewayConfigModal gateway={open} onClose={() => setEditing(undefined)} /> : null}
    </Card>
  );
}
