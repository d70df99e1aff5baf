import { useMemo } from 'react';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_SEQUENCE } from '@duesflow/shared-contracts/reminder-sequences';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useGetMessageTemplatesQuery } from '../../../campaigns/api';
import { useCreateReminderSequenceMutation, useGetReminderSequencesQuery, useRunReminderSequencesMutation } from '../api';
import { SequenceCard } from './SequenceCard';

/**
 * The reminder sequence builder (spec part 2, "start only"): ordered steps relative to each invoice's due
 * date, gentle → firm → final by default; once a day every unpaid invoice moves to its next step.
 */
export function ReminderSequences() {
  const { data: sequences = [], isLoading, error } = useGetReminderSequencesQuery();
  const { data: allTemplates = [] } = useGetMessageTemplatesQuery();
  const templates = useMemo(() => allTemplates.filter((template) => template.use === 'campaign'), [allTemplates]);
  const [create, { isLoading: creating }] = useCreateReminderSequenceMutation();
  const [run, { isLoading: running }] = useRunReminderSequencesMutation();
  const toast = useToast();

  const onCreate = async () => {
    try {
      await create({ ...DEFAULT_SEQUENCE, name: `New sequence ${sequences.length + 1}`, active: false }).unwrap();
    } catch (failure) {
      toast.error('Create failed', errorMessage(failure));
    }
  };
  const onRun = async () => {
    try {
      const result = await run().unwrap();
      toast.success('Reminders sent', `${result.sent} sent, ${result.refused} not sent, ${result.waiting} waiting for the sending window.`);
    } catch (failure) {
      toast.error('Run failed', errorMessage(failure));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          Each step is sent once per unpaid invoice, on its day relative to the due date (negative: before it), within the sending window
          (09:00–21:00 IST unless configured otherwise). Paid, disputed and promised invoices, and customers with reminders stopped, get
          nothing; each is recorded with its reason.
        </Typography.Paragraph>
        <Flex gap={8}>
          <Guarded capability="collect">
            <Button icon={<PlayCircleOutlined aria-hidden />} loading={running} onClick={onRun}>
              Run Today's Reminders
            </Button>
          </Guarded>
          <Guarded capability="collect">
            <Button icon={<PlusOutlined aria-hidden />} loading={creating} onClick={onCreate}>
              New Sequence
            </Button>
          </Guarded>
        </Flex>
      </Flex>
      {error ? <Alert type="error" showIcon title="Unable to load reminder sequences" description={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && !error && sequences.length === 0 ? <Empty description="No reminder sequences yet" /> : null}
      {sequences.map((sequence) => (
        <SequenceCard key={sequence.id} sequence={sequence} templates={templates} />
      ))}
    </Flex>
  );
}
