import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** Figures that could not be loaded: what failed, why, and a Retry that loads them again. */
export function LoadErrorState({ title, message, onRetry, retrying }: { title: string; message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Result
      status="error"
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
