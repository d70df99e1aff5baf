import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useRefreshCustomersMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';

/** Asks the workflow engine to sync customer data; the list reloads through its tag on success. */
export function RefreshCustomersButton() {
  const [refreshCustomers, { isLoading }] = useRefreshCustomersMutation();
  const toast = useToast();

  const onClick = async () => {
    try {
      await refreshCustomers().unwrap();
      toast.success('Customer data refreshed', 'The latest customer records are being loaded.');
    } catch {
      toast.error('Refresh failed', 'Unable to sync latest customer data');
    }
  };

  return (
    <Guarded capability="collect">
      <Button icon={<SyncOutlined aria-hidden />} onClick={onClick} disabled={isLoading} loading={isLoading}>
        Refresh Data
      </Button>
    </Guarded>
  );
}
