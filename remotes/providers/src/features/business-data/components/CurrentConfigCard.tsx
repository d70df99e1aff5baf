import { Badge, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { STATUS_POLL_MS, useGetBusinessDataStatusQuery, useTestConnectionMutation } from '../api';
import { currentStoreName, humanize, isOwnDatabase } from '../storeNames';
import { UseOwnDatabaseButton } from './UseOwnDatabaseButton';
import { LoadError } from '../../../shared/LoadError';
import { useToast } from '@duesflow/remote-kit/toast';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';

/** Where business data lives now (polled every 10 s), and Test Connection. Never shows a secret. */
export function CurrentConfigCard() {
  const { data, error, isLoading, refetch } = useGetBusinessDataStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const [testConnection, { isLoading: testing }] = useTestConnectionMutation();
  const toast = useToast();

  const test = async () => {
    try {
      const result = await testConnection().unwrap();
      if (result.connected) toast.success('Connection successful', result.message);
      // The spec's text first; the store's own reason after it tells staff what to fix.
      else toast.error('Connection Test Failed', <Reason text={result.message} />);
    } catch {
      toast.error('Connection Test Failed', 'Unable to test database connection');
    }
  };

  return (
    // Test Connection sits under the figures rather than beside the title: beside it, it cut the title on a phone.
    <Card title="Current Configuration">
      {error && !data ? (
        <LoadError title="Failed to fetch business data status" detail={errorMessage(error)} onRetry={refetch} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Provider">
            {currentStoreName(data)} {!isOwnDatabase(data) && <UseOwnDatabaseButton storeName={currentStoreName(data)} />}
          </Descriptions.Item>
          <Descriptions.Item label="Deployment">{humanize(data.deploymentType)}</Descriptions.Item>
          <Descriptions.Item label="Connection">
            <Badge status={data.connected ? 'success' : 'error'} text={data.connected ? 'Connected' : 'Disconnected'} />
          </Descriptions.Item>
          <Descriptions.Item label="Table mapping">
            {Object.keys(data.tableMapping).length === 0 ? (
              'No tables mapped'
            ) : (
              <ul aria-label="Table mapping" style={{ margin: 0, paddingInlineStart: 20 }}>
                {Object.entries(data.tableMapping).map(([entity, table]) => (
                  <li key={entity}>
                    {entity} → <Typography.Text code>{table}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Button icon={<ApiOutlined aria-hidden />} onClick={test} loading={testing} style={{ marginTop: 16 }}>
        Test Connection
      </Button>
    </Card>
  );
}

function Reason({ text }: { text: string }) {
  return (
    <>
      <div>Unable to test database connection</div>
      {text && <Typography.Text type="secondary">{text}</Typography.Text>}
    </>
  );
}
