import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOME_NOTE_MAX,
  CALL_OUTCOMES,
  type TCallOutcome,
  type TCallOutcomeRequest,
} from '@duesflow/shared-contracts/call-outcomes';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { useToast } from '@duesflow/remote-kit/toast';
import { useRecordCallOutcomeMutation } from '../api';
import { BusinessDayPicker } from '../../../components/BusinessDayPicker';

interface Values {
  outcome?: TCallOutcome;
  note?: string;
  promisedDate?: string;
  promisedAmount?: number | null;
  callBackAt?: string;
}

/** What the form's values send: empty fields left out; the call-back's local time (IST) as an instant. */
function requestOf(values: Values): TCallOutcomeRequest {
  const body: TCallOutcomeRequest = { outcome: values.outcome! };
  if (values.note?.trim()) body.note = values.note.trim();
  if (values.outcome === 'promised' && values.promisedDate) {
    body.promisedDate = values.promisedDate;
    if (values.promisedAmount) body.promisedAmount = values.promisedAmount;
  }
  if (values.outcome === 'call_back' && values.callBackAt) body.callBackAt = new Date(`${values.callBackAt}:00+05:30`).toISOString();
  return body;
}

/**
 * "Record outcome": how the call went, a note, and, for a promise, its date and amount (recorded as a real
 * promise: reminders pause until then), for a call-back, when. Enter in the form saves it.
 */
export function RecordOutcomeDialog({
  customer,
  onClose,
}: {
  customer: { id: string; name: string } | null;
  onClose: (saved: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [record, recording] = useRecordCallOutcomeMutation();
  const toast = useToast();
  const outcome = Form.useWatch('outcome', form);

  const save = async () => {
    if (!customer) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await record({ customerId: customer.id, body: requestOf(values) }).unwrap();
      toast.success('Outcome recorded', `${customer.name}: ${CALL_OUTCOME_LABELS[values.outcome!]}.`);
      form.resetFields();
      onClose(true);
    } catch (error) {
      const issues = isApiCallError(error) ? (error.issues ?? []) : [];
      form.setFields(issues.map((issue) => ({ name: issue.path as keyof Values, errors: [issue.message] })));
      toast.error('Outcome not recorded', errorMessage(error));
    }
  };

  return (
    <Modal
      open={customer !== null}
      title={customer ? `Record outcome: ${customer.name}` : 'Record outcome'}
      okText="Save outcome"
      onOk={() => void save()}
      confirmLoading={recording.isLoading}
      onCancel={() => {
        form.resetFields();
        onClose(false);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label="Record outcome" onFinish={() => void save()}>
        <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose how the call went' }]}>
          <Radio.Group optionType="button" options={CALL_OUTCOMES.map((value) => ({ value, label: CALL_OUTCOME_LABELS[value] }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note"
          rules={[{ max: CALL_OUTCOME_NOTE_MAX, message: `At most ${CALL_OUTCOME_NOTE_MAX} characters` }]}
        >
          <Input.TextArea rows={2} maxLength={CALL_OUTCOME_NOTE_MAX} placeholder="e.g., Owner travelling, pays after Monday" />
        </Form.Item>
        <Form.Item
          name="promisedDate"
          label="Promised by"
          rules={[{ required: outcome === 'promised', message: 'A promise needs its date' }]}
          hidden={outcome !== 'promised'}
        >
          <BusinessDayPicker />
        </Form.Item>
        <Form.Item name="promisedAmount" label="Amount promised (₹), empty for the whole balance" hidden={outcome !== 'promised'}>
          <InputNumber min={0.01} step={100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="callBackAt"
          label="Call back at (IST)"
          rules={[{ required: outcome === 'call_back', message: 'Say when to call back' }]}
          hidden={outcome !== 'call_back'}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
