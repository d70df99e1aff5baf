import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { PROVIDER_STATUSES, PROVIDER_TYPES } from '@duesflow/shared-contracts/providers';
import { STATUS_LABELS, TYPE_LABELS } from '../../../shared/labels';

const typeOptions = PROVIDER_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const statusOptions = PROVIDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The Add/Edit Provider form's fields and their rules (spec part 2 §5). */
export function ProviderFormFields() {
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
            <Input placeholder="twilio-sms" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="displayName"
            label="Display name"
            rules={[{ required: true, whitespace: true, message: 'Display name is required' }]}
          >
            <Input placeholder="Twilio SMS" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="type" label="Type">
            <Select options={typeOptions} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="status" label="Status">
            <Select options={statusOptions} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="priority"
            label="Priority"
            rules={[
              { required: true, message: 'Priority is required' },
              { type: 'number', min: 1, message: 'Priority must be at least 1' },
            ]}
          >
            {/* No min on the control: it would silently turn 0 into 1; the rule says what is wrong instead. */}
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="costPerUnit" label="Cost per unit">
            <InputNumber min={0} step={0.0001} precision={4} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="setupFee" label="Setup fee">
            <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="monthlyFee" label="Monthly fee">
            <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="currency" label="Currency" rules={[{ pattern: /^[A-Za-z]{3}$/, message: 'Currency must be a 3-letter code' }]}>
            <Input maxLength={3} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="healthCheckUrl" label="Health check URL" rules={[{ type: 'url', message: 'Health check URL must be a URL' }]}>
            <Input placeholder="https://status.example.com/health" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="isDefault" label="Default provider" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="config" label="Configuration (JSON)">
        <Input.TextArea rows={4} placeholder='{"accountSid": "AC…", "authToken": "…"}' spellCheck={false} />
      </Form.Item>
      <Form.Item name="supportedCountries" label="Supported countries" extra="Comma-separated, e.g. IN, US, GB">
        <Input />
      </Form.Item>
      <Form.Item name="supportedFeatures" label="Supported features" extra="Comma-separated, e.g. Delivery reports, Unicode">
        <Input />
      </Form.Item>
    </>
  );
}
