import { Button } from 'antd';
import { useSwitchToOwnDatabaseMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/** Shown while an external store is in use: back to duesflow's own database. */
export function UseOwnDatabaseButton() {
  const [switchBack, { isLoading }] = useSwitchToOwnDatabaseMutation();
  const toast = useToast();
  const click = async () => {
    try {
      await switchBack().unwrap();
      toast.success('Switched to duesflow database', "Customers are read from duesflow's own database again.");
    } catch (error) {
      toast.error('Switch Failed', errorMessage(error));
    }
  };
  return (
    <Button size="small" onClick={click} loading={isLoading} style={{ marginInlineStart: 8 }}>
      Use duesflow database
    </Button>
  );
}
