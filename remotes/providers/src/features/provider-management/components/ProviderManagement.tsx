import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import type { TProviderListFilter } from '../../../shared/providersApi';
import { CostComparisonTable } from '../../../shared/CostComparisonTable';
import { SummaryTiles } from './SummaryTiles';
import { ProviderFilters } from './ProviderFilters';
import { ProviderList } from './ProviderList';
import { ProviderFormModal } from './ProviderFormModal';
import { FailoverConfigForm } from './FailoverConfigForm';
import { PerformanceTable } from './PerformanceTable';
import { Guarded } from '@duesflow/remote-kit/session';
import { WrappingTabs } from '@duesflow/remote-kit/WrappingTabs';
import { ScreenTitle } from '../../../shared/ScreenTitle';

/** Which dialog is open: none, Add (no provider) or Edit (that provider). */
type TDialog = { provider?: TProvider } | null;

/** Provider management (spec part 2 §2 /provider-management). */
export function ProviderManagement() {
  const [filter, setFilter] = useState<TProviderListFilter>({});
  const [dialog, setDialog] = useState<TDialog>(null);

  const tabs = [
    {
      key: 'providers',
      label: 'Providers',
      children: (
        <Flex vertical gap="middle">
          <ProviderFilters value={filter} onChange={setFilter} />
          <ProviderList filter={filter} onEdit={(provider) => setDialog({ provider })} />
        </Flex>
      ),
    },
    { key: 'comparison', label: 'Cost Comparison', children: <CostComparisonTable /> },
    { key: 'failover', label: 'Failover Config', children: <FailoverConfigForm /> },
    { key: 'performance', label: 'Performance', children: <PerformanceTable /> },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <div>
          <ScreenTitle>Provider Management</ScreenTitle>
          <Typography.Text type="secondary">Communication and payment providers, their costs and failover.</Typography.Text>
        </div>
        <Guarded capability="administer">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({})}>
            Add Provider
          </Button>
        </Guarded>
      </Flex>
      <SummaryTiles />
      <WrappingTabs items={tabs} destroyOnHidden />
      {dialog && <ProviderFormModal provider={dialog.provider} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
