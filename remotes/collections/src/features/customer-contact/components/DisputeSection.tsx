import { Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useOpenDisputeMutation, useResolveDisputeMutation } from '../api';
import { formatIstMoment } from '@duesflow/shared-contracts/format';

export const MAX_DISPUTE_REASON = 500;

/** A dispute: reminders stop until it is resolved. An open dispute shows its reason with Resolve. */
export function DisputeSection({ preferences }: { preferences: TContactPreferences }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [openDispute, opening] = useOpenDisputeMutation();
  const [resolveDispute, resolving] = useResolveDisputeMutation();
  const toast = useToast();
  const customerId = preferences.customerId;

  const onFinish = async ({ reason }: { reason?: string }) => {
    try {
      await openDispute({ customerId, body: { reason: (reason ?? '').trim() } }).unwrap();
      form.resetFields();
      toast.success('Dispute recorded', 'Reminders stop until it is resolved.');
    } catch (error) {
      const issue = isApiCallError(error) ? error.issues?.find((item) => item.path === 'reason') : undefined;
      if (issue) form.setFields([{ name: 'reason', errors: [issue.message] }]);
      toast.error('Dispute not recorded', errorMessage(error));
    }
  };

  const onResolve = async () => {
    try {
      await resolveDispute({ customerId }).unwrap();
      toast.success('Dispute resolved', 'Reminders may go again.');
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Dispute
      </Typography.Title>
      {preferences.disputed ? (
        <Flex vertical gap="small" role="group" aria-label="Open dispute">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'reason', label: 'Reason', children: preferences.disputeReason },
              { key: 'since', label: 'Open since', children: formatIstMoment(preferences.disputedAt) },
            ]}
          />
          <Guarded capability="collect">
            <Button onClick={() => void onResolve()} loading={resolving.isLoading} disabled={resolving.isLoading}>
              Resolve
            </Button>
          </Guarded>
        </Flex>
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} aria-label="Dispute">
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, whitespace: true, message: 'Reason is required' },
              { max: MAX_DISPUTE_REASON, message: `Reason must be at most ${MAX_DISPUTE_REASON} characters` },
            ]}
          >
            <Input.TextArea rows={2} placeholder="e.g., Invoice amount does not match the delivery" maxLength={MAX_DISPUTE_REASON} />
          </Form.Item>
          <Guarded capability="collect">
            <Button danger htmlType="submit" loading={opening.isLoading} disabled={opening.isLoading}>
              Record dispute
            </Button>
          </Guarded>
        </Form>
      )}
    </Flex>
  );
}
