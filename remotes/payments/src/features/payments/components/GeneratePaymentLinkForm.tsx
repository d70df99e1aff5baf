import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { TCustomer } from '@duesflow/shared-contracts/customers';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useGeneratePaymentLink } from '../useGeneratePaymentLink';
import { readPaymentLinkForm, type TPaymentLinkFormValues } from '../paymentLinkForm';
import { CustomerPicker } from './CustomerPicker';
import { GeneratedLink, type TGeneratedLink } from './GeneratedLink';

/** Generate Payment Link (spec part 1 §2, §5, §8): customer, amount, optional description. */
export function GeneratePaymentLinkForm() {
  const [form] = Form.useForm<TPaymentLinkFormValues>();
  const toast = useToast();
  const { generate, pending } = useGeneratePaymentLink();
  const [created, setCreated] = useState<TGeneratedLink>();

  // A chosen customer's amount due fills an empty amount; staff may lower it (a part payment).
  const onPick = (customer: TCustomer | undefined) => {
    if (customer && customer.amountDue > 0 && !String(form.getFieldValue('amount') ?? '').trim()) {
      form.setFieldValue('amount', String(customer.amountDue));
    }
  };

  const onFinish = async (values: TPaymentLinkFormValues) => {
    const request = readPaymentLinkForm(values);
    if (!request) {
      toast.error('Invalid input', 'Please provide amount and customer name.');
      return;
    }
    form.setFields([{ name: 'amount', errors: [] }]);
    const outcome = await generate(request);
    if (outcome.ok) {
      setCreated({ url: outcome.paymentLink, customerName: request.customerName, amount: request.amount });
      toast.success('Payment link generated', outcome.summary ?? outcome.paymentLink);
      form.resetFields();
      return;
    }
    // The API's reason for a refused field (e.g. more than the customer owes) stays beside the field.
    const amountIssue = outcome.error?.issues?.find((issue) => issue.path === 'amount');
    if (amountIssue) form.setFields([{ name: 'amount', errors: [amountIssue.message] }]);
    toast.error('Generation failed', 'Failed to generate payment link.');
  };

  return (
    <Card title="Generate Payment Link">
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="customerName" label="Customer Name">
          <CustomerPicker onPick={onPick} />
        </Form.Item>
        <Form.Item name="amount" label="Amount (₹)">
          <Input inputMode="decimal" placeholder="Enter amount" />
        </Form.Item>
        <Form.Item name="description" label="Description (Optional)">
          <Input.TextArea rows={2} placeholder="Payment description" maxLength={500} />
        </Form.Item>
        <Guarded capability="collect" block>
          <Button type="primary" htmlType="submit" icon={<LinkOutlined aria-hidden />} block loading={pending} disabled={pending}>
            Generate Payment Link
          </Button>
        </Guarded>
      </Form>
      {created ? <GeneratedLink link={created} /> : null}
    </Card>
  );
}
