import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** The federation runtime prefixes the errors it passes on; staff need only the reason. */
const RUNTIME_PREFIX = /^\[ Federation Runtime \]:\s*/;

interface Props {
  error: unknown;
  onRetry(): void;
}

/** Shown in the main area only, so the rest of the portal keeps working when one screen is down. */
export function RemoteErrorPanel({ error, onRetry }: Props) {
  const reason = (error instanceof Error ? error.message : String(error)).replace(RUNTIME_PREFIX, '');
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
