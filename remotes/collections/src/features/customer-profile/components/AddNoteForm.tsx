import { Button, Form, Input } from 'antd';
import { MAX_CUSTOMER_NOTE } from '@duesflow/shared-contracts/customer-timeline';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded, useCan } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useAddCustomerNoteMutation } from '../api';
import { formatIndianNumber } from '@duesflow/shared-contracts/format';

/** "Add note": written on the customer's timeline, which reloads with it at the top. Admin and collector only. */
export function AddNoteForm({ customerId }: { customerId: string }) {
  const [form] = Form.useForm<{ text?: string }>();
  const [addNote, adding] = useAddCustomerNoteMutation();
  const toast = useToast();
  const { allowed } = useCan('collect');

  const onFinish = async ({ text }: { text?: string }) => {
    try {
      await addNote({ customerId, body: { text: (text ?? '').trim() } }).unwrap();
      form.resetFields();
      toast.success('Note added', 'It is at the top of the timeline.');
    } catch (error) {
      const issue = isApiCallError(error) ? error.issues?.find((item) => item.path === 'text') : undefined;
      if (issue) form.setFields([{ name: 'text', errors: [issue.message] }]);
      toast.error('Note not added', errorMessage(error));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} aria-label="Add note" disabled={!allowed}>
      <Form.Item
        name="text"
        label="Note"
        rules={[
          { required: true, whitespace: true, message: 'Write the note first' },
          { max: MAX_CUSTOMER_NOTE, message: `A note is at most ${formatIndianNumber(MAX_CUSTOMER_NOTE)} characters` },
        ]}
      >
        <Input.TextArea rows={2} maxLength={MAX_CUSTOMER_NOTE} placeholder="e.g., Owner travelling, call after Monday" />
      </Form.Item>
      <Guarded capability="collect">
        <Button type="primary" htmlType="submit" loading={adding.isLoading} disabled={adding.isLoading}>
          Add note
        </Button>
      </Guarded>
    </Form>
  );
}
