import { Button, Card, Flex, Modal, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TProvider } from '@duesflow/shared-contracts/providers';
import { useDeleteProviderMutation } from '../../../shared/providersApi';
import { STATUS_COLORS, STATUS_LABELS, TYPE_LABELS } from '../../../shared/labels';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { countriesPreview } from '../countriesPreview';
import { formatFee, formatPaymentFee, formatUnitCost } from '../../../shared/formatCost';
import { Guarded } from '@duesflow/remote-kit/session';

/**
 * Payment providers are the payment gateways: a percentage (config.feePercentage) plus a fixed fee in rupees
 * per payment, written as Payment Gateways writes it; the others a price per unit.
 */
function priceOf(provider: TProvider): string {
  if (provider.type === 'payment') {
    const percentage = Number(provider.config.feePercentage);
    return formatPaymentFee(Number.isFinite(percentage) ? percentage : 0, provider.costPerUnit);
  }
  return `${formatUnitCost(provider.costPerUnit, provider.currency)} per unit`;
}

/** One stored provider with Edit and Delete (Delete asks first). */
export function ProviderItemCard({ provider, onEdit }: { provider: TProvider; onEdit: (provider: TProvider) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [deleteProvider] = useDeleteProviderMutation();
  const toast = useToast();
  const { shown, more } = countriesPreview(provider.supportedCountries);

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${provider.displayName}?`,
      content: 'The provider is removed and no longer used for sending.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteProvider(provider.id).unwrap();
          toast.success('Provider deleted successfully', `${provider.displayName} was removed.`);
        } catch (error) {
          toast.error('Failed to delete provider', errorMessage(error));
        }
      },
    });

  return (
    <Card
      title={provider.displayName}
      style={{ height: '100%' }}
      extra={provider.isDefault ? <Tag color="blue">Default</Tag> : null}
      actions={[
        <Guarded key="edit" capability="administer">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${provider.displayName}`}
            onClick={() => onEdit(provider)}
          >
            Edit
          </Button>
        </Guarded>,
        <Guarded key="delete" capability="administer">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${provider.displayName}`}
            onClick={confirmDelete}
          >
            Delete
          </Button>
        </Guarded>,
      ]}
    >
      <Flex vertical gap={6}>
        {modalHolder}
        <Typography.Text type="secondary">{provider.name}</Typography.Text>
        <Flex wrap gap={4}>
          <Tag>{TYPE_LABELS[provider.type]}</Tag>
          <Tag color={STATUS_COLORS[provider.status]}>{STATUS_LABELS[provider.status]}</Tag>
          <Tag>Priority {provider.priority}</Tag>
        </Flex>
        <Typography.Text>{priceOf(provider)}</Typography.Text>
        {provider.type === 'payment' ? (
          <Typography.Text type="secondary">Keys and limits on Payment Gateways</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            Setup fee {formatFee(provider.setupFee, provider.currency)} · Monthly fee {formatFee(provider.monthlyFee, provider.currency)}
          </Typography.Text>
        )}
        {shown.length > 0 && (
          <Flex wrap gap={4} aria-label={`${provider.displayName} countries`}>
            {shown.map((country) => (
              <Tag key={country}>{country}</Tag>
            ))}
            {more > 0 && <Tag>+{more} more</Tag>}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
