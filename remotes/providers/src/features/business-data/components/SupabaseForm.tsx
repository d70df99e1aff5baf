import { Button, Form, Input } from 'antd';
import type { TSupabaseConfig } from '@duesflow/shared-contracts/business-data';
import { useSwitchToSupabaseMutation } from '../api';
import { useSwitchStore } from '../useSwitchStore';

/** A Supabase-like cloud database: project URL and key, both required. */
export function SupabaseForm() {
  const [form] = Form.useForm<TSupabaseConfig>();
  const [switchToSupabase, { isLoading }] = useSwitchToSupabaseMutation();
  const submit = useSwitchStore(form, 'Supabase', ['key'], (values) =>
    switchToSupabase({ url: values.url.trim(), key: values.key }),
  );
  return (
    <Form form={form} layout="vertical" name="supabase" onFinish={submit} style={{ maxWidth: 520 }} autoComplete="off">
      <Form.Item
        name="url"
        label="Project URL"
        rules={[
          { required: true, whitespace: true, message: 'URL is required' },
          { type: 'url', message: 'URL must be a URL' },
        ]}
      >
        <Input placeholder="https://your-project.supabase.co" />
      </Form.Item>
      <Form.Item name="key" label="Service key" rules={[{ required: true, whitespace: true, message: 'Key is required' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Switch to Supabase
      </Button>
    </Form>
  );
}
