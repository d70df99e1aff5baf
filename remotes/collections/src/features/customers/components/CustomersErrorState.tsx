import { Alert, Button, Flex, Result, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/**
 * Shown when the customer list cannot be loaded (spec part 1 §2, §8): the spec's message, then what the API (or
 * the network) answered, so staff can tell a server fault from a lost connection.
 */
export function CustomersErrorState({
  message,
  reason,
  onRetry,
  retrying,
}: {
  message: string;
  reason?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Result
      status="error"
      title="Unable to load customer data"
      subTitle={
        <Flex vertical component="span">
          <span>{message}</span>
          {reason ? <Typography.Text type="secondary">Reason: {reason}</Typography.Text> : null}
        </Flex>
      }
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
