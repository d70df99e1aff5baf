import { Flex, Select } from 'antd';
import { PROVIDER_STATUSES, PROVIDER_TYPES } from '@duesflow/shared-contracts/providers';
import type { TProviderListFilter } from '../../../shared/providersApi';
import { STATUS_LABELS, TYPE_LABELS } from '../../../shared/labels';

const ALL = 'all';
const typeOptions = [{ value: ALL, label: 'All types' }, ...PROVIDER_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))];
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...PROVIDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** Type and status filters; 'all' leaves the filter out of the request. */
export function ProviderFilters({ value, onChange }: { value: TProviderListFilter; onChange: (filter: TProviderListFilter) => void }) {
  return (
    <Flex gap="small" wrap>
      <Select
        aria-label="Filter by type"
        style={{ width: 160 }}
        options={typeOptions}
        value={value.type ?? ALL}
        onChange={(type) => onChange({ ...value, type: type === ALL ? undefined : (type as TProviderListFilter['type']) })}
      />
      <Select
        aria-label="Filter by status"
        style={{ width: 160 }}
        options={statusOptions}
        value={value.status ?? ALL}
        onChange={(status) => onChange({ ...value, status: status === ALL ? undefined : (status as TProviderListFilter['status']) })}
      />
    </Flex>
  );
}
