import { Button, Form, Input } from 'antd';
import type { TAirtableConfig } from '@duesflow/shared-contracts/business-data';
import { useSwitchToAirtableMutation } from '../api';
import { useSwitchStore } from '../useSwitchStore';
import { KEEP_SECRET_PLACEHOLDER, secretOrNothing, useStoredSettings } from '../useStoredSettings';
import { Guarded } from '@duesflow/remote-kit/session';

/** Airtable as the business data store: API key and base ID, both required (a stored key may be kept by leaving it blank). */
export function AirtableForm() {
  const [form] = Form.useForm<TAirtableConfig>();
  const [switchToAirtable, { isLoading }] = useSwitchToAirtableMutation();
  const { secretStored } = useStoredSettings(form, 'airtable');
  const submit = useSwitchStore(form, 'Airtable', ['apiKey'], (values) =>
    switchToAirtable({ ...secretOrNothing('apiKey', values.apiKey), baseId: values.baseId.trim() }),
  );
  return (
    <Form form={form} layout="vertical" name="airtable" onFinish={submit} style={{ maxWidth: 520 }} autoComplete="off">
      <Form.Item name="apiKey" label="API key" rules={[{ required: !secretStored, whitespace: true, message: 'API key is required' }]}>
        <Input.Password autoComplete="new-password" placeholder={secretStored ? KEEP_SECRET_PLACEHOLDER : 'pat…'} />
      </Form.Item>
      <Form.Item name="baseId" label="Base ID" rules={[{ required: true, whitespace: true, message: 'Base ID is required' }]}>
        <Input placeholder="app…" />
      </Form.Item>
      <Guarded capability="administer">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Switch to Airtable
        </Button>
      </Guarded>
    </Form>
  );
}
