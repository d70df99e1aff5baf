import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { GATEWAY_ACCESS } from '@duesflow/shared-contracts/gateways';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { Guarded } from '@duesflow/remote-kit/session';
import { useToast } from '@duesflow/remote-kit/toast';
import { useRefreshGatewayStatusMutation } from '../api';

/**
 * Probes every gateway now (its API or health endpoint, with a timeout) and shows what was measured. A probe
 * changes no setting: whoever may collect may run it (GATEWAY_ACCESS, the API's rule too).
 */
export function RefreshStatusButton() {
  const [refresh, { isLoading }] = useRefreshGatewayStatusMutation();
  const toast = useToast();
  const onClick = async () => {
    try {
      const list = await refresh().unwrap();
      toast.success('Status Refreshed', `${list.summary.online} of ${list.summary.total} gateways are healthy.`);
    } catch (error) {
      toast.error('Refresh failed', errorMessage(error));
    }
  };
  return (
    <Guarded capability={GATEWAY_ACCESS.refreshStatus}>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void onClick()} loading={isLoading} disabled={isLoading}>
        Refresh Status
      </Button>
    </Guarded>
  );
}
