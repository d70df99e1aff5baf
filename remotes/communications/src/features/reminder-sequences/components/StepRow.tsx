import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TSequenceStep } from '@duesflow/shared-contracts/reminder-sequences';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';
import { offsetText } from '../sequenceText';

/** One step: day offset (negative before the due date), channel and template. */
export function StepRow({
  index,
  step,
  templates,
  disabled,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  step: TSequenceStep;
  templates: TMessageTemplate[];
  disabled: boolean;
  canRemove: boolean;
  onChange: (step: TSequenceStep) => void;
  onRemove: () => void;
}) {
  return (
    <Flex component="li" gap={8} align="center" wrap style={{ listStyle: 'none' }} aria-label={`Step ${index + 1}`}>
      <Typography.Text strong style={{ width: 56 }}>
        Step {index + 1}
      </Typography.Text>
      <InputNumber
        aria-label={`Step ${index + 1} day offset`}
        min={-30}
        max={365}
        precision={0}
        disabled={disabled}
        value={step.dayOffset}
        onChange={(value) => (typeof value === 'number' ? onChange({ ...step, dayOffset: value }) : undefined)}
        style={{ width: 90 }}
      />
      <Typography.Text type="secondary" style={{ width: 190 }}>
        {offsetText(step.dayOffset)}
      </Typography.Text>
      <Select
        aria-label={`Step ${index + 1} channel`}
        disabled={disabled}
        value={step.channel}
        onChange={(channel) => onChange({ ...step, channel })}
        options={[
          { value: 'sms', label: 'SMS' },
          { value: 'whatsapp', label: 'WhatsApp' },
        ]}
        style={{ width: 120 }}
      />
      <Select
        aria-label={`Step ${index + 1} template`}
        disabled={disabled}
        value={step.templateId}
        onChange={(templateId) => onChange({ ...step, templateId })}
        options={templates.map((template) => ({ value: template.id, label: `${template.name} (${template.type})` }))}
        style={{ minWidth: 240, flex: 1 }}
      />
      <Button
        type="text"
        danger
        aria-label={`Remove step ${index + 1}`}
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled || !canRemove}
        onClick={onRemove}
      />
    </Flex>
  );
}
