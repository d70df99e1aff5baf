import { useEffect, useState } from 'react';
import { Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import type { TReminderSequence, TReminderSequenceInput } from '@duesflow/shared-contracts/reminder-sequences';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded, useCan } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useUpdateReminderSequenceMutation } from '../api';
import { nextStep, sortSteps } from '../sequenceText';
import { StepRow } from './StepRow';

const toInput = ({ name, active, steps }: TReminderSequence): TReminderSequenceInput => ({
  name,
  active,
  steps: steps.map((step) => ({ ...step })),
});

/** One sequence: its name, whether the daily run uses it, its ordered steps; Save stores them. */
export function SequenceCard({ sequence, templates }: { sequence: TReminderSequence; templates: TMessageTemplate[] }) {
  const [draft, setDraft] = useState<TReminderSequenceInput>(() => toInput(sequence));
  const [save, { isLoading }] = useUpdateReminderSequenceMutation();
  const { allowed } = useCan('collect');
  const toast = useToast();
  useEffect(() => setDraft(toInput(sequence)), [sequence]);

  const setStep = (index: number, step: TReminderSequenceInput['steps'][number]) =>
    setDraft({ ...draft, steps: draft.steps.map((other, at) => (at === index ? step : other)) });
  const onSave = async () => {
    try {
      const saved = await save({ id: sequence.id, sequence: { ...draft, steps: sortSteps(draft.steps) } }).unwrap();
      toast.success('Sequence saved', `${saved.name} has been updated.`);
    } catch (error) {
      toast.error('Save failed', errorMessage(error));
    }
  };

  return (
    <Card
      size="small"
      title={
        <Input
          aria-label="Sequence name"
          variant="borderless"
          disabled={!allowed}
          value={draft.name}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      }
      extra={
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">Active</Typography.Text>
          <Guarded capability="collect">
            <Switch aria-label="Active" checked={draft.active} onChange={(active) => setDraft({ ...draft, active })} />
          </Guarded>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {sequence.sent} sent · {sequence.refused} not sent (paid, disputed, promised or opted out)
      </Typography.Paragraph>
      <Flex component="ol" vertical gap={8} style={{ margin: 0, padding: 0 }}>
        {draft.steps.map((step, index) => (
          <StepRow
            key={index}
            index={index}
            step={step}
            templates={templates}
            disabled={!allowed}
            canRemove={draft.steps.length > 1}
            onChange={(changed) => setStep(index, changed)}
            onRemove={() => setDraft({ ...draft, steps: draft.steps.filter((_, at) => at !== index) })}
          />
        ))}
      </Flex>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
        <Guarded capability="collect">
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={draft.steps.length >= 10}
            onClick={() => setDraft({ ...draft, steps: [...draft.steps, nextStep(draft.steps, templates[0]?.id ?? '')] })}
          >
            Add Step
          </Button>
        </Guarded>
        <Guarded capability="collect">
          <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={isLoading} onClick={onSave}>
            Save Sequence
          </Button>
        </Guarded>
      </Flex>
    </Card>
  );
}
