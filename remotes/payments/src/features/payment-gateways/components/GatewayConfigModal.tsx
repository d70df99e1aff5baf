import { Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography } from 'antd';
import { GATEWAY_CURRENCIES, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { errorMessage, isApiCallError } from '@duesflow/remote-kit/httpBaseQuery';
import { useToast } from '@duesflow/remote-kit/toast';
import { useUpdateGatewayMutation } from '../api';
import {
  configChanges,
  credentialFieldsOf,
  fieldLabel,
  initialConfigValues,
  secretFieldsOf,
  type TGatewayConfigValues,
} from '../gatewayConfigForm';

const currencyOptions = GATEWAY_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The API's field issues ('config.maxAmount') placed on the form's fields. */
function fieldErrors(error: unknown) {
  if (!isApiCallError(error) || !error.issues) return [];
  return error.issues.map((issue) => {
    const path = issue.path.split('.');
    const name = path[0] === 'config' ? path.slice(1) : path;
    return { name: name as never, errors: [issue.message] };
  });
}

/** Configuration of one gateway: API keys (secrets masked), limits, fees, where it is reached. */
export function GatewayConfigModal({ gateway, onClose }: { gateway: TPaymentGateway; onClose: () => void }) {
  const [form] = Form.useForm<TGatewayConfigValues>();
  const [update, { isLoading }] = useUpdateGatewayMutation();
  const toast = useToast();
  const secrets = new Set(secretFieldsOf(gateway.provider));

  const onFinish = async (values: TGatewayConfigValues) => {
    const changes = configChanges(gateway, values);
    if (!changes) {
      onClose();
      return;
    }
    try {
      await update({ id: gateway.id, changes }).unwrap();
      toast.success('Gateway settings saved', `${gateway.name} uses its new settings for the next link.`);
      onClose();
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors.length > 0) form.setFields(errors);
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={`Configure ${gateway.name}`}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={initialConfigValues(gateway)} onFinish={onFinish}>
        <Divider titlePlacement="start">API keys</Divider>
        <Typography.Paragraph type="secondary">
          Secrets are stored sealed and shown masked; leave a masked value as it is to keep it. Mode: {gateway.mode}.
        </Typography.Paragraph>
        {credentialFieldsOf(gateway).map((field) => (
          <Form.Item key={field} name={['credentials', field]} label={fieldLabel(field)}>
            <Input autoComplete="off" spellCheck={false} placeholder={secrets.has(field) ? 'Not set' : undefined} />
          </Form.Item>
        ))}
        <Divider titlePlacement="start">Limits and fees</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="minAmount" label="Min amount (₹)" rules={[{ required: true, message: 'Min amount is required' }]}>
              <InputNumber min={0.01} step={1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="maxAmount"
              label="Max amount (₹)"
              dependencies={['minAmount']}
              rules={[
                { required: true, message: 'Max amount is required' },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: number | null) =>
                    value === null || value >= (getFieldValue('minAmount') ?? 0)
                      ? Promise.resolve()
                      : Promise.reject(new Error('Max amount must not be below the min amount')),
                }),
              ]}
            >
              <InputNumber min={0.01} step={1000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="supportedCurrencies"
          label="Supported currencies"
          rules={[{ required: true, type: 'array', min: 1, message: 'At least one currency' }]}
        >
          <Select mode="multiple" options={currencyOptions} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="feePercentage" label="Fee (%)" rules={[{ required: true, message: 'Fee is required' }]}>
              <InputNumber min={0} max={100} step={0.1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="fixedFee" label="Fixed fee (₹)" rules={[{ required: true, message: 'Fixed fee is required' }]}>
              <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Routing</Divider>
        <Form.Item
          name="apiBaseUrl"
          label="API base URL"
          extra="Empty: the vendor's production API."
          rules={[{ type: 'url', message: 'Must be a URL' }]}
        >
          <Input placeholder="https://api.razorpay.com" />
        </Form.Item>
        <Form.Item
          name="healthCheckUrl"
          label="Health check URL"
          extra="Probed instead of the API when set."
          rules={[{ type: 'url', message: 'Must be a URL' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="maintenance" label="Maintenance (receives no links)" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Typography.Text type="secondary">Webhook address: {gateway.webhookPath}</Typography.Text>
      </Form>
    </Modal>
  );
}
