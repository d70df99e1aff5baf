import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Flex, Select, Skeleton, Statistic, Typography } from 'antd';
import { useNavigate } from '@duesflow/remote-kit/router';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useSessionUser } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import type { TWorklistChannel, TWorklistItem } from '@duesflow/shared-contracts/worklist';
import type { TFollowUpRequest } from '@duesflow/shared-contracts/payment-tracking';
import { customerPath } from '../../../app/customerPath';
import { useContactCustomerMutation, useGetCollectorsQuery, useGetWorklistQuery } from '../api';
import { OwnerRuleForm } from './OwnerRuleForm';
import { RecordOutcomeDialog } from './RecordOutcomeDialog';
import { useWorklistKeys } from './useWorklistKeys';
import { WorklistRow } from './WorklistRow';

const FOLLOW_UP_ACTION: Partial<Record<TWorklistChannel, TFollowUpRequest['action']>> = {
  voice: 'urgent_call',
  whatsapp: 'whatsapp',
  sms: 'sms',
};

/** An admin picks whose worklist to see; everyone else sees their own. */
function CollectorPicker({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const collectors = useGetCollectorsQuery();
  return (
    <Select
      aria-label="Collector"
      style={{ minWidth: 220 }}
      value={value}
      loading={collectors.isLoading}
      onChange={onChange}
      options={(collectors.data ?? []).map((collector) => ({ value: collector.id, label: `${collector.name} (${collector.customers})` }))}
    />
  );
}

/**
 * `/worklist`: today's customers for the signed-in collector, ranked by a score whose parts are shown.
 * Working down it takes a few keys per customer: j/k or arrows to move, Enter to open, o to record the
 * outcome, n for the next customer not done yet (docs/worklist.md).
 */
export function Worklist() {
  const { user } = useSessionUser();
  const [collectorId, setCollectorId] = useState<string | undefined>();
  const worklist = useGetWorklistQuery(collectorId);
  const [selected, setSelected] = useState(0);
  const [recording, setRecording] = useState<TWorklistItem | null>(null);
  const [contact, contacting] = useContactCustomerMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const items = useMemo(() => worklist.data?.items ?? [], [worklist.data]);
  const current = items[Math.min(selected, items.length - 1)];

  const actions = useMemo(
    () => ({
      move: (step: 1 | -1) => setSelected((index) => Math.max(0, Math.min(items.length - 1, index + step))),
      open: () => current && navigate(customerPath(current.customerId)),
      record: () => current && setRecording(current),
      next: () => {
        const after = items.findIndex((item, index) => index > selected && !item.doneToday);
        const first = items.findIndex((item) => !item.doneToday);
        setSelected(after >= 0 ? after : Math.max(first, 0));
      },
    }),
    [items, current, selected, navigate],
  );
  useWorklistKeys(items.length > 0 && recording === null, actions);

  const contactThrough = async (item: TWorklistItem) => {
    const action = item.channel ? FOLLOW_UP_ACTION[item.channel] : undefined;
    if (!action) return;
    try {
      const started = await contact({ customerId: item.customerId, action }).unwrap();
      toast.success('Sent to the send gate', started.message);
    } catch (error) {
      toast.error(`${item.name} not contacted`, errorMessage(error));
    }
  };

  if (worklist.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!worklist.data) {
    return (
      <LoadErrorState
        title="The worklist could not be loaded"
        message={errorMessage(worklist.error)}
        onRetry={() => void worklist.refetch()}
        retrying={worklist.isFetching}
      />
    );
  }
  const { done, left, collector, portfolio } = worklist.data;
  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex gap="large" wrap align="center" justify="space-between">
          <Flex gap="large" wrap>
            {(
              [
                ['Done today', done],
                ['Left', left],
                ['Portfolio', portfolio],
              ] as const
            ).map(([title, value]) => (
              <div key={title} role="group" aria-label={title}>
                <Statistic title={title} value={value} />
              </div>
            ))}
          </Flex>
          {user?.role === 'admin' ? <CollectorPicker value={collectorId ?? collector.id} onChange={setCollectorId} /> : null}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {`${collector.name}'s customers to contact today, highest score first. Keys: j/k or ↓/↑ move, Enter opens, o records an outcome, n goes to the next not done.`}
        </Typography.Paragraph>
      </Card>
      {user?.role === 'admin' ? (
        <Card size="small">
          <OwnerRuleForm />
        </Card>
      ) : null}
      {portfolio === 0 ? (
        <Alert
          type="info"
          showIcon
          title="No customers are assigned to you yet"
          description="An admin assigns customers from Customers, or by a rule."
        />
      ) : null}
      {items.length === 0 ? (
        <Empty description="Nobody to contact today" />
      ) : (
        <ol aria-label="Worklist" style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <WorklistRow
              key={item.customerId}
              item={item}
              rank={index + 1}
              selected={current?.customerId === item.customerId}
              onSelect={() => setSelected(index)}
              onRecord={() => {
                setSelected(index);
                setRecording(item);
              }}
              onContact={() => void contactThrough(item)}
              contacting={contacting.isLoading && contacting.originalArgs?.customerId === item.customerId}
            />
          ))}
        </ol>
      )}
      <RecordOutcomeDialog
        customer={recording ? { id: recording.customerId, name: recording.name } : null}
        onClose={() => setRecording(null)}
      />
    </Flex>
  );
}
