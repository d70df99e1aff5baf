import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useForceTallySyncMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';

/** Starts a Tally sync now instead of waiting for the 2-hourly run. */
export function ForceSyncButton() {
  const [forceSync, { isLoading }] = useForceTallySyncMutation();
  const toast = useToast();

  const onClick = async () => {
    try {
      const started = await forceSync().unwrap();
      toast.success('Sync initiated', started.message || 'Tally synchronization has started.');
    } catch {
      toast.error('Sync failed', 'Failed to trigger Tally synchronization. Check N8N workflow status.');
    }
  };

  return (
    <Guarded capability="collect">
      <Button type="primary" icon={<SyncOutlined aria-hidden />} onClick={onClick} disabled={isLoading} loading={isLoading}>
        Force Sync
      </Button>
    </Guarded>
  );
}
