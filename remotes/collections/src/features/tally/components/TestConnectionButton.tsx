import { Button } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTestTallyConnectionMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';
import { Guarded } from '@duesflow/remote-kit/session';

/** Asks the API to reach Tally now; the status card reloads with the outcome. */
export function TestConnectionButton() {
  const [testConnection, { isLoading }] = useTestTallyConnectionMutation();
  const toast = useToast();

  const onClick = async () => {
    try {
      const result = await testConnection().unwrap();
      if (result.connected) {
        toast.success('Connection successful', result.message);
        return;
      }
    } catch {
      // Unreachable API or Tally: the same advice as an unsuccessful test.
    }
    toast.error('Connection failed', 'Unable to connect to Tally ERP. Check configuration.');
  };

  return (
    <Guarded capability="collect">
      <Button icon={<ApiOutlined aria-hidden />} onClick={onClick} disabled={isLoading} loading={isLoading}>
        Test Connection
      </Button>
    </Guarded>
  );
}
