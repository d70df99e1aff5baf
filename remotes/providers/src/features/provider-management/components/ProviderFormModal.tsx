import { Form, Modal } from 'antd';
import { PAYMENT_PROVIDER_CURRENCY, type TProvider } from '@duesflow/shared-contracts/providers';
import { useCreateProviderMutation, useUpdateProviderMutation } from '../../../shared/providersApi';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { NEW_PROVIDER_VALUES, changedFields, parseConfig, toFormValues, toProviderFields, type TProviderFormValues } from '../providerForm';
import { ProviderFormFields } from './ProviderFormFields';

/**
 * The Add Provider dialog, or Edit when given a provider (prefilled). Rendered only while open, so
 * each opening starts from fresh values.
 */
export function ProviderFormModal({ provider, onClose }: { provider?: TProvider; onClose: () => void }) {
  const [form] = Form.useForm<TProviderFormValues>();
  const [createProvider, creating] = useCreateProviderMutation();
  const [updateProvider, updating] = useUpdateProviderMutation();
  const toast = useToast();
  const initialValues = provider ? toFormValues(provider) : NEW_PROVIDER_VALUES;

  const save = async (values: TProviderFormValues) => {
    const config = parseConfig(values.config);
    if (!config) {
      // Spec part 2 §5/§8: a plain alert, and nothing is sent.
      window.alert('Invalid JSON configuration');
      return;
    }
    const fields = toProviderFields(values, config);
    if (!provider) {
      try {
        await createProvider(fields).unwrap();
        toast.success('Provider created successfully', `${fields.displayName} was added.`);
        onClose();
      } catch (error) {
        toast.error('Failed to create provider', errorMessage(error));
      }
      return;
    }
    const before = initialValues as TProviderFormValues;
    const changes = changedFields(toProviderFields(before, parseConfig(before.config) ?? {}), fields);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await updateProvider({ id: provider.id, changes }).unwrap();
      toast.success('Provider updated successfully', `${fields.displayName} was saved.`);
      onClose();
    } catch (error) {
      toast.error('Failed to update provider', errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={provider ? `Edit ${provider.displayName}` : 'Add Provider'}
      okText={provider ? 'Save Provider' : 'Create Provider'}
      onOk={() => form.submit()}
      confirmLoading={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      width={760}
    >
      <Form
        form={form}
        layout="vertical"
        name="provider"
        initialValues={initialValues}
        onFinish={save}
        onValuesChange={(changed: Partial<TProviderFormValues>) => {
          // A payment provider is a payment gateway: fees in rupees, none per month or to set up.
          if (changed.type === 'payment') form.setFieldsValue({ currency: PAYMENT_PROVIDER_CURRENCY, setupFee: 0, monthlyFee: 0 });
        }}
      >
        <ProviderFormFields />
      </Form>
    </Modal>
  );
}
