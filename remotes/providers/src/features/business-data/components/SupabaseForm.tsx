import { Button, Form, Input } from 'antd';
import type { TSupabaseConfig } from '@duesflow/shared-contracts/business-data';
import { useSwitchToSupabaseMutation } from '../api';
import { useSwitchStore } from '../useSwitchStore';
import { KEEP_SECRET_PLACEHOLDER, secretOrNothing, useStoredSettings } from '../useStoredSettings';
import { Guarded } from '@duesflow/remote-kit/session';

/** A Supabase-like cloud database: project URL and key, both required. */
export function SupabaseForm() {
  const [form] = Form.useForm<TSupabaseConfig>();
  const [switchToSupabase, { isLoading }] = useSwitchToSupabaseMutation();
  const { secretStored } = useStoredSettings(form, 'supabase');
  const submit = useSwitchStore(form, 'Supabase', ['key'], (values) =>
    switchToSupabase({ url: values.url.trim(), ...secretOrNothing('key', values.key) }),
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
      <Form.Item name="key" label="Service key" rules={[{ required: !secretStored, whitespace: true, message: 'Key is required' }]}>
        <Input.Password autoComplete="new-password" placeholder={secretStored ? KEEP_SECRET_PLACEHOLDER : undefined} />
      </Form.Item>
      <Guarded capability="administer">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Switch to Supabase
        </Button>
      </Guarded>
    </Form>
  );
}
