import { Switch } from 'antd';
import { GATEWAY_ACCESS, type TPaymentGateway } from '@duesflow/shared-contracts/gateways';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useUpdateGatewayMutation } from '../api';

/** The gateway's active switch: an inactive gateway receives no new links. */
export function ActiveToggle({ gateway }: { gateway: Pick<TPaymentGateway, 'id' | 'name' | 'isActive'> }) {
  const [update, { isLoading }] = useUpdateGatewayMutation();
  const toast = useToast();

  const onChange = async (isActive: boolean) => {
    try {
      await update({ id: gateway.id, changes: { isActive } }).unwrap();
      if (isActive) toast.success('Gateway Enabled', `${gateway.name} receives new payment links again.`);
      else toast.success('Gateway Disabled', `${gateway.name} receives no new payment links.`);
    } catch (error) {
      toast.error('Update failed', errorMessage(error));
    }
  };

  return (
    <Guarded capability={GATEWAY_ACCESS.update}>
      <Switch
        checked={gateway.isActive}
        loading={isLoading}
        onChange={(checked) => void onChange(checked)}
        aria-label={`Active: ${gateway.name}`}
      />
    </Guarded>
  );
}
