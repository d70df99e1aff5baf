import { Form, Input, Modal, Select } from 'antd';
import type { TCreateStaffRequest } from '@duesflow/shared-contracts/auth';
import { ROLES } from '@duesflow/shared-contracts/roles';
import { useToast } from '@duesflow/remote-kit/toast';
import { isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { useCreateStaffMutation } from '../adminApi';
import { apiErrorText } from '../apiErrorText';
import { ROLE_LABEL } from '../../layout/UserMenu';
import { ROLE_DESCRIPTION } from './staffText';

/** The form's rules mirror ZCreateStaffRequest, so most mistakes are caught before the request. */
export const STAFF_FORM_RULES = {
  name: [
    { required: true, whitespace: true, message: 'Enter a name' },
    { max: 120, message: 'Use at most 120 characters' },
  ],
  email: [
    { required: true, whitespace: true, message: 'Enter an email address' },
    { type: 'email' as const, message: 'Enter a valid email address' },
    { max: 254, message: 'Use at most 254 characters' },
  ],
  role: [{ required: true, message: 'Choose a role' }],
  password: [
    { required: true, message: 'Enter a password' },
    { min: 10, message: 'Use at least 10 characters' },
    { max: 256, message: 'Use at most 256 characters' },
  ],
};

const FIELDS = ['name', 'email', 'role', 'password'] as const;

/** Add member: name, email, role and a first password; the member changes nothing else here. */
export function AddStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TCreateStaffRequest>();
  const [createStaff, { isLoading }] = useCreateStaffMutation();
  const toast = useToast();

  const save = async (values: TCreateStaffRequest) => {
    try {
      const member = await createStaff({ ...values, name: values.name.trim(), email: values.email.trim() }).unwrap();
      toast.success('Member added', `${member.name} can now sign in as ${ROLE_LABEL[member.role]}.`);
      form.resetFields();
      onClose();
    } catch (error) {
      // Field issues go next to their field; the rest is a toast with the API's sentence.
      const issues = isApiCallError(error) ? (error.issues ?? []) : [];
      const onFields = issues.filter((issue) => (FIELDS as readonly string[]).includes(String(issue.path)));
      if (onFields.length > 0) {
        form.setFields(onFields.map((issue) => ({ name: issue.path as (typeof FIELDS)[number], errors: [issue.message] })));
      }
      toast.error('Member not added', apiErrorText(error));
    }
  };

  return (
    <Modal
      title="Add member"
      open={open}
      okText="Add member"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="add-member"
        initialValues={{ role: 'collector' }}
        onFinish={save}
        requiredMark={false}
        autoComplete="off"
      >
        <Form.Item name="name" label="Name" rules={STAFF_FORM_RULES.name}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={STAFF_FORM_RULES.email}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={STAFF_FORM_RULES.role}>
          <Select options={ROLES.map((role) => ({ value: role, label: `${ROLE_LABEL[role]} — ${ROLE_DESCRIPTION[role]}` }))} />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={STAFF_FORM_RULES.password}
          extra="At least 10 characters. Share it with the member privately."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
