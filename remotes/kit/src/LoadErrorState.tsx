import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ErrorResult } from './ErrorResult';

/** A section whose data could not be loaded: what failed, why, and a Retry that loads it again. */
export function LoadErrorState({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorResult
      title={title}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry} loading={retrying} disabled={retrying}>
          Retry
        </Button>
      }
    />
  );
}
