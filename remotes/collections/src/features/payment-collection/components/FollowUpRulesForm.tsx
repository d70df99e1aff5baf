import { Button, Flex, Form, InputNumber, Skeleton } from 'antd';
import type { TPaymentTrackingSettings } from '@duesflow/shared-contracts/payment-tracking';
import { useGetPaymentTrackingSettingsQuery, useUpdatePaymentTrackingSettingsMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { THRESHOLD_STEP, formatThresholdInput, hasAtMostTwoDecimals, parseThresholdInput, thresholdSavedText } from '../followUpRulesText';

const THRESHOLD_RULES = [
  { required: true, message: 'Enter the urgent amount threshold' },
  { type: 'number' as const, min: 1, message: 'The threshold must be at least ₹1' },
  {
    validator: (_rule: unknown, value: number | null | undefined) =>
      value == null || hasAtMostTwoDecimals(value) ? Promise.resolve() : Promise.reject(new Error('Use at most two decimals (paise)')),
  },
];

/** The stored urgent amount threshold, edited and saved; the tiles and the tabs reload after a save. */
export function FollowUpRulesForm({ onDone }: { onDone: () => void }) {
  const { data: settings, isLoading, isFetching, error, refetch } = useGetPaymentTrackingSettingsQuery();
  const [updateSettings, { isLoading: saving }] = useUpdatePaymentTrackingSettingsMutation();
  const toast = useToast();

  if (error && !settings) {
    return <LoadErrorState title="Unable to load follow-up rules" message={errorMessage(error)} onRetry={refetch} retrying={isFetching} />;
  }
  if (isLoading || !settings) return <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading follow-up rules" />;

  const onFinish = async ({ urgentAmountThreshold }: TPaymentTrackingSettings) => {
    try {
      const saved = await updateSettings({ urgentAmountThreshold }).unwrap();
      toast.success('Settings saved', thresholdSavedText(saved.urgentAmountThreshold));
      onDone();
    } catch (failure) {
      toast.error('Settings not saved', errorMessage(failure));
    }
  };

  return (
    <Form layout="vertical" initialValues={settings} onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="urgentAmountThreshold"
        label="Urgent amount threshold (₹)"
        extra="A customer whose overdue amount reaches this is in Urgent Overdue, however recent the due date."
        rules={THRESHOLD_RULES}
      >
        {/* No `min` on the input itself: it would turn a typed 0 into ₹1 on blur and save that, making
            nearly everyone urgent. The rule above refuses it with a message instead. */}
        <InputNumber
          step={THRESHOLD_STEP}
          formatter={formatThresholdInput}
          parser={parseThresholdInput}
          prefix="₹"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onDone}>Cancel</Button>
        <Guarded capability="collect">
          <Button type="primary" htmlType="submit" disabled={saving} loading={saving}>
            Save
          </Button>
        </Guarded>
      </Flex>
    </Form>
  );
}
