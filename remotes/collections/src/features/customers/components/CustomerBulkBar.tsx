import { useState } from 'react';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import type { TCustomerBulkResult, TCustomerFilter } from '@duesflow/shared-contracts/customer-table';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useCan } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useBulkCustomerActionMutation, useGetCollectorsQuery } from '../api';
import type { TCustomerSelection } from './useCustomerSelection';
import { BulkActionButton } from './BulkActionButton';
import { BulkSendButton } from './BulkSendButton';

/** The assign list's entry for "nobody owns them". */
const NOBODY = '';

const customers = (count: number) => `${formatIndianNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/**
 * What is selected and what can be done to all of it: assign to a collector (or to nobody), stop or resume
 * reminders, send an SMS (asked with the send gate's dry run). "Select all N matching" makes the selection the filters themselves, resolved by the API.
 */
export function CustomerBulkBar({
  selection,
  total,
  pageIds,
  filter,
}: {
  selection: TCustomerSelection;
  total: number;
  pageIds: string[];
  filter: TCustomerFilter;
}) {
  const [bulk, { isLoading }] = useBulkCustomerActionMutation();
  const { data: collectors = [] } = useGetCollectorsQuery();
  const [assignee, setAssignee] = useState<string | undefined>();
  const toast = useToast();
  // Who owns a customer is an admin's decision (the API refuses anyone else).
  const { allowed: canAssign } = useCan('administer');
  const count = selection.count(total);
  if (count === 0) return null;

  const selected = selection.selection;
  const wholePage = selected.kind === 'ids' && pageIds.length > 0 && pageIds.every((id) => selected.ids.includes(id));
  const run = async (
    request: { action: 'assign'; collectorId: string | null } | { action: 'stop_reminders' } | { action: 'resume_reminders' },
    done: (result: TCustomerBulkResult) => string,
  ) => {
    try {
      const result = await bulk({ selection: selection.asRequest(filter), ...request }).unwrap();
      toast.success('Customers updated', done(result));
      selection.clear();
    } catch (error) {
      toast.error('Bulk action failed', errorMessage(error));
    }
  };
  const assigneeName = assignee === NOBODY ? 'nobody' : collectors.find((staff) => staff.id === assignee)?.name;

  return (
    <Alert
      type="info"
      title={
        <Flex gap="small" align="center" wrap>
          <Typography.Text strong role="status" aria-label="Selected customers">
            {selected.kind === 'matching' ? `All ${customers(count)} matching selected` : `${customers(count)} selected`}
          </Typography.Text>
          {wholePage && total > count ? (
            <Button size="small" type="link" onClick={selection.selectMatching}>
              Select all {formatIndianNumber(total)} matching
            </Button>
          ) : null}
          <Button size="small" type="link" onClick={selection.clear}>
            Clear selection
          </Button>
          {canAssign ? (
            <>
              <Select
                size="small"
                id="customer-bulk-assignee"
                aria-label="Assign to"
                placeholder="Assign to…"
                style={{ minWidth: 160 }}
                value={assignee}
                onChange={setAssignee}
                options={[
                  { value: NOBODY, label: 'Nobody (unassign)' },
                  ...collectors.map((staff) => ({ value: staff.id, label: staff.name })),
                ]}
              />
              <BulkActionButton
                confirm={`Assign ${customers(count)} to ${assigneeName ?? '…'}?`}
                okText="Assign"
                disabled={assigneeName === undefined}
                loading={isLoading}
                onConfirm={() =>
                  void run({ action: 'assign', collectorId: assignee || null }, (result) =>
                    assignee ? `${customers(result.changed)} assigned to ${assigneeName}` : `${customers(result.changed)} unassigned`,
                  )
                }
              >
                Assign
              </BulkActionButton>
            </>
          ) : null}
          <BulkActionButton
            confirm={`Stop reminders for ${customers(count)}?`}
            okText="Stop reminders"
            loading={isLoading}
            onConfirm={() => void run({ action: 'stop_reminders' }, (result) => `Reminders stopped for ${customers(result.changed)}`)}
          >
            Stop reminders
          </BulkActionButton>
          <BulkActionButton
            confirm={`Resume reminders for ${customers(count)}?`}
            okText="Resume reminders"
            loading={isLoading}
            onConfirm={() => void run({ action: 'resume_reminders' }, (result) => `Reminders resumed for ${customers(result.changed)}`)}
          >
            Resume reminders
          </BulkActionButton>
          <BulkSendButton selection={() => selection.asRequest(filter)} count={count} onSent={selection.clear} />
        </Flex>
      }
    />
  );
}
