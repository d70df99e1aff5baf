import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useRefreshDashboardMutation } from '../api';
import { useToast } from '@duesflow/remote-kit/toast';

/** Recomputes the dashboard figures on the server; the metrics reload through their tag. */
export function RefreshDashboardButton() {
  const [refresh, { isLoading }] = useRefreshDashboardMutation();
  const toast = useToast();

  const onClick = async () => {
    try {
      await refresh().unwrap();
      toast.success('Data refreshed', 'Dashboard figures are up to date.');
    } catch {
      toast.error('Refresh failed', 'Failed to refresh dashboard data. Please try again.');
    }
  };

  return (
    // The shell's header also has a "Refresh" button; the longer accessible name tells them apart.
    <Button icon={<ReloadOutlined aria-hidden />} onClick={onClick} disabled={isLoading} loading={isLoading} aria-label="Refresh dashboard">
      Refresh
    </Button>
  );
}
