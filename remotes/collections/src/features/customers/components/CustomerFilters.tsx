import { Flex, Select } from 'antd';
import { AGEING_BUCKETS, HOLD_FILTERS, UNASSIGNED, type THoldFilter } from '@duesflow/shared-contracts/customer-table';
import { CUSTOMER_STATUSES } from '@duesflow/shared-contracts/customers';
import { useGetCollectorsQuery } from '../api';
import type { TTableQuery } from '../tableQuery';

const AGEING_LABELS: Record<(typeof AGEING_BUCKETS)[number], string> = {
  current: 'Current (not yet due)',
  '1-30': '1–30 days overdue',
  '31-60': '31–60 days overdue',
  '61-90': '61–90 days overdue',
  '90+': 'Over 90 days overdue',
};

const HOLD_LABELS: Record<THoldFilter, string> = {
  promised: 'Promised to pay',
  disputed: 'Disputed',
  stopped: 'Reminders stopped',
};

const options = <T extends string>(values: readonly T[], label: (value: T) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** Status, ageing bucket, collector and hold: each narrows the list on the server; the URL keeps them. */
export function CustomerFilters({ query, onChange }: { query: TTableQuery; onChange: (next: TTableQuery) => void }) {
  const { data: collectors = [] } = useGetCollectorsQuery();
  const select = <K extends 'status' | 'ageing' | 'collector' | 'hold'>(key: K) => ({
    // An id of its own: antd's generated one is the same for every control in tests, and names the wrong dialog.
    id: `customer-filter-${key}`,
    value: query[key] ?? null,
    allowClear: true,
    style: { width: 150 },
    onChange: (value: TTableQuery[K] | null | undefined) => onChange({ ...query, [key]: value ?? undefined }),
  });
  return (
    <Flex gap="small" wrap role="group" aria-label="Filters">
      <Select aria-label="Status" placeholder="Any status" options={options(CUSTOMER_STATUSES)} {...select('status')} />
      <Select
        aria-label="Ageing"
        placeholder="Any ageing"
        options={options(AGEING_BUCKETS, (bucket) => AGEING_LABELS[bucket])}
        {...select('ageing')}
      />
      <Select
        aria-label="Collector"
        placeholder="Any collector"
        options={[{ value: UNASSIGNED, label: 'Unassigned' }, ...collectors.map((staff) => ({ value: staff.id, label: staff.name }))]}
        {...select('collector')}
      />
      <Select aria-label="Hold" placeholder="Any hold" options={options(HOLD_FILTERS, (hold) => HOLD_LABELS[hold])} {...select('hold')} />
    </Flex>
  );
}
