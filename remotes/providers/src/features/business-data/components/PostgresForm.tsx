import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { SSL_MODES, type TPostgresConfig } from '@duesflow/shared-contracts/business-data';
import { useSwitchToPostgresMutation } from '../api';
import { useSwitchStore } from '../useSwitchStore';
import { KEEP_SECRET_PLACEHOLDER, secretOrNothing, useStoredSettings } from '../useStoredSettings';
import { Guarded } from '@duesflow/remote-kit/session';

/** Spec part 2 §9 defaults. */
const DEFAULTS = { port: 5432, sslMode: 'prefer' as const };
type TPostgresFormValues = Omit<TPostgresConfig, 'port'> & { port?: number | null };

/** An on-premise PostgreSQL server: host, database, username and password required; port optional. */
export function PostgresForm() {
  const [form] = Form.useForm<TPostgresFormValues>();
  const [switchToPostgres, { isLoading }] = useSwitchToPostgresMutation();
  const { secretStored } = useStoredSettings(form, 'on_premise_postgres');
  const submit = useSwitchStore(form, 'PostgreSQL', ['password'], ({ port, ...values }) =>
    switchToPostgres({
      host: values.host.trim(),
      // An emptied port is left out: the API then uses PostgreSQL's default, 5432.
      ...(port ? { port } : {}),
      database: values.database.trim(),
      username: values.username.trim(),
      ...secretOrNothing('password', values.password),
      sslMode: values.sslMode,
    }),
  );
  return (
    <Form
      form={form}
      layout="vertical"
      name="postgres"
      initialValues={DEFAULTS}
      onFinish={submit}
      style={{ maxWidth: 620 }}
      autoComplete="off"
    >
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="host" label="Host" rules={[{ required: true, whitespace: true, message: 'Host is required' }]}>
            <Input placeholder="db.internal.example" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="port" label="Port">
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="database" label="Database" rules={[{ required: true, whitespace: true, message: 'Database is required' }]}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="username" label="Username" rules={[{ required: true, whitespace: true, message: 'Username is required' }]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="password" label="Password" rules={[{ required: !secretStored, message: 'Password is required' }]}>
            <Input.Password autoComplete="new-password" placeholder={secretStored ? KEEP_SECRET_PLACEHOLDER : undefined} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="sslMode" label="SSL mode">
        <Select aria-label="SSL mode" options={SSL_MODES.map((mode) => ({ value: mode, label: mode }))} />
      </Form.Item>
      <Guarded capability="administer">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Switch to PostgreSQL
        </Button>
      </Guarded>
    </Form>
  );
}
