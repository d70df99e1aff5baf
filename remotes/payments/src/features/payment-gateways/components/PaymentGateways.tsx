import { Alert, Button, Flex, Typography } from 'antd';
import { LoadingStatus } from '@duesflow/remote-kit/LoadingStatus';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetFailoverRulesQuery, useGetGatewaysQuery } from '../api';
import { formatCheckedAt } from '../gatewayText';
import { AnalyticsTab } from './AnalyticsTab';
import { FailoverRulesTab } from './FailoverRulesTab';
import { OverviewTab, byPriority } from './OverviewTab';
import { PriorityList } from './PriorityList';
import { RefreshStatusButton } from './RefreshStatusButton';
import { WrappingTabs } from '@duesflow/remote-kit/WrappingTabs';
import { ScreenTitle } from './ScreenTitle';

/** Payment Gateway Manager (/payment-gateways, spec part 2 §2): gateways, their order, health and failover rules. */
export function PaymentGateways() {
  const gateways = useGetGatewaysQuery();
  const rules = useGetFailoverRulesQuery();

  const header = (
    <Flex justify="space-between" align="center" wrap gap="small">
      <div>
        <ScreenTitle style={{ margin: 0 }}>Payment Gateway Manager</ScreenTitle>
        <Typography.Text type="secondary">Last updated: {gateways.data ? formatCheckedAt(gateways.data.lastUpdated) : '—'}</Typography.Text>
      </div>
      <RefreshStatusButton />
    </Flex>
  );

  if (gateways.isLoading || rules.isLoading) {
    return (
      <Flex vertical gap="middle">
        {header}
        <LoadingStatus label="Loading gateways" />
      </Flex>
    );
  }
  const error = gateways.error ?? rules.error;
  if (error || !gateways.data || !rules.data) {
    return (
      <Flex vertical gap="middle">
        {header}
        <Alert
          type="error"
          title="Unable to load payment gateways"
          description={errorMessage(error)}
          action={
            <Button
              onClick={() => {
                void gateways.refetch();
                void rules.refetch();
              }}
            >
              Retry
            </Button>
          }
        />
      </Flex>
    );
  }
  const list = gateways.data;
  const ordered = byPriority(list.gateways);
  return (
    <Flex vertical gap="middle">
      {header}
      <WrappingTabs
        items={[
          { key: 'overview', label: 'Overview', children: <OverviewTab list={list} rules={rules.data} /> },
          { key: 'settings', label: 'Gateway Settings', children: <PriorityList gateways={ordered} /> },
          { key: 'failover', label: 'Failover Rules', children: <FailoverRulesTab rules={rules.data} gateways={ordered} /> },
          { key: 'analytics', label: 'Analytics', children: <AnalyticsTab /> },
        ]}
      />
    </Flex>
  );
}
