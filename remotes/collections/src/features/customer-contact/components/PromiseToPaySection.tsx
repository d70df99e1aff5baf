import { Button, Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { TContactPreferences, TPromiseToPayRequest } from '@duesflow/shared-contracts/reminder-sequences';
import { formatINR } from '@duesflow/shared-contracts/format';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useRecordPromiseMutation, useWithdrawPromiseMutation } from '../api';
import { formatCalendarDate } from './formatContactDates';
import { PromiseHistory } from './PromiseHistory';
import { BusinessDayPicker } from '../../../components/BusinessDayPicker';

/** The largest promised amount the API takes (rupees), and the longest note. */
export const MAX_PROMISED_AMOUNT = 100_000_000;
export const MAX_PROMISE_NOTE = 500;

interface TPromiseForm {
  promisedDate?: string;
  amount?: number | null;
  note?: string;
}

const FIELDS = ['promisedDate', 'amount', 'note'] as const;

/**
 * Promise to pay: a date (today or later), an optional amount and note. Reminders pause until the date;
 * after it the reminder sequence escalates. An active promise shows with Clear.
 */
export function PromiseToPaySection({ preferences, today }: { preferences: TContactPreferences; today: string }) {
  const [form] = Form.useForm<TPromiseForm>();
  const [recordPromise, recording] = useRecordPromiseMutation();
  const [withdrawPromise, withdrawing] = useWithdrawPromiseMutation();
  const toast = useToast();
  const customerId = preferences.customerId;
  const promise = preferences.promisedDate;

  const onFinish = async (values: TPromiseForm) => {
    const body: TPromiseToPayRequest = { promisedDate: values.promisedDate! };
    if (values.amount != null) body.amount = values.amount;
    const note = values.note?.trim();
    if (note) body.note = note;
    try {
      await recordPromise({ customerId, body }).unwrap();
      form.resetFields();
      toast.success('Promise recorded', `Reminders pause until ${formatCalendarDate(body.promisedDate)}.`);
    } catch (error) {
      // The API names the field it refused: mark it, and say why.
      const issues = isApiCallError(error) ? (error.issues ?? []) : [];
      form.setFields(
        issues.flatMap((issue) => {
          const field = FIELDS.find((name) => issue.path === name);
          return field ? [{ name: field, errors: [issue.message] }] : [];
        }),
      );
      toast.error('Promise not recorded', errorMessage(error));
    }
  };

  const onClear = async () => {
    try {
      await withdrawPromise({ customerId }).unwrap();
      toast.success('Promise cleared', 'Reminders follow the sequence again.');
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Promise to pay
      </Typography.Title>
      {promise ? (
        <Flex vertical gap="small" role="group" aria-label="Active promise">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'date',
                label: promise >= today ? 'Promised until' : 'Promised by (passed)',
                children: formatCalendarDate(promise),
              },
              {
                key: 'amount',
                label: 'Amount',
                children: preferences.promisedAmount == null ? 'Not given' : formatINR(preferences.promisedAmount),
              },
              ...(preferences.promiseNote ? [{ key: 'note', label: 'Note', children: preferences.promiseNote }] : []),
            ]}
          />
          <Guarded capability="collect">
            <Button onClick={() => void onClear()} loading={withdrawing.isLoading} disabled={withdrawing.isLoading}>
              Clear
            </Button>
          </Guarded>
        </Flex>
      ) : (
        <Typography.Text type="secondary">No promise recorded.</Typography.Text>
      )}
      <Form<TPromiseForm> form={form} layout="vertical" onFinish={(values) => void onFinish(values)} aria-label="Promise to pay">
        <Form.Item
          name="promisedDate"
          label="Promised date"
          rules={[
            { required: true, message: 'Promised date is required' },
            {
              validator: async (_, value?: string) => {
                if (value && value < today) throw new Error('The promised date cannot be in the past');
              },
            },
          ]}
        >
          <BusinessDayPicker min={today} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount (₹)"
          rules={[
            {
              validator: async (_, value?: number | null) => {
                if (value == null) return;
                if (!(value > 0)) throw new Error('Amount must be greater than 0');
                if (value > MAX_PROMISED_AMOUNT) throw new Error(`Amount must be at most ${formatINR(MAX_PROMISED_AMOUNT)}`);
              },
            },
          ]}
        >
          <InputNumber<number> style={{ width: '100%' }} precision={2} placeholder="Optional" />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note"
          rules={[{ max: MAX_PROMISE_NOTE, message: `Note must be at most ${MAX_PROMISE_NOTE} characters` }]}
        >
          <Input.TextArea rows={2} placeholder="Optional" maxLength={MAX_PROMISE_NOTE} />
        </Form.Item>
        <Guarded capability="collect">
          <Button type="primary" htmlType="submit" loading={recording.isLoading} disabled={recording.isLoading}>
            {promise ? 'Replace promise' : 'Record promise'}
          </Button>
        </Guarded>
      </Form>
      <PromiseHistory promises={preferences.promises} />
    </Flex>
  );
}
