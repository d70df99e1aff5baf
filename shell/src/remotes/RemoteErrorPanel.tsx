import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

interface Props {
  error: unknown;
  onRetry(): void;
}

/** Shown in the main area only, so the rest of the portal keeps working when one screen is down. */
export function RemoteErrorPanel({ error, onRetry }: Props) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert">
      <Result
        status="error"
        title="This screen could not be loaded"
        subTitle={reason}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
