import { Alert, Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** Shown when the customer list cannot be loaded (spec part 1 §2, §8). */
export function CustomersErrorState({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Result
      status="error"
      title="Unable to load customer data"
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying} disabled={retrying}>
          Retry
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="Possible causes"
        description="This may be a network connectivity problem, or the customer data workflow's webhook configuration may be missing or wrong. Check both, then retry."
      />
    </Result>
  );
}
