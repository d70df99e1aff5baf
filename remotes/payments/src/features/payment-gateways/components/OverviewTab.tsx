import { Flex } from 'antd';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import type { TGatewayList } from '@duesflow/shared-contracts/gateways';
import { ActiveFailoverRules } from './ActiveFailoverRules';
import { GatewayCard } from './GatewayCard';
import { SummaryCards } from './SummaryCards';

const cardGrid = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' } as const;

/** Summary cards, one card per gateway in priority order, the active failover rules. */
export function OverviewTab({ list, rules }: { list: TGatewayList; rules: TFailoverRule[] }) {
  const gateways = byPriority(list.gateways);
  return (
    <Flex vertical gap="middle">
      <SummaryCards summary={list.summary} />
      <div style={cardGrid}>
        {gateways.map((gateway, index) => (
          <GatewayCard key={gateway.id} gateway={gateway} isFirst={index === 0} isLast={index === gateways.length - 1} />
        ))}
      </div>
      <ActiveFailoverRules rules={rules} gateways={gateways} />
    </Flex>
  );
}

export function byPriority<T extends { priority: number }>(gateways: T[]): T[] {
  return [...gateways].sort((a, b) => a.priority - b.priority);
}
