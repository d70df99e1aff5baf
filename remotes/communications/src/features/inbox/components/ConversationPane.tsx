import { Alert, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { INBOX_TEXTS } from '@duesflow/shared-contracts/inbox';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetConversationQuery } from '../api';
import { AssignSelect } from './AssignSelect';
import { ConversationEntries } from './ConversationEntries';
import { MarkHandledButton } from './MarkHandledButton';
import { ReplyBox } from './ReplyBox';

/** One customer's conversation: who answers it, its messages in and out, the reply box. */
export function ConversationPane({ customerId }: { customerId?: string }) {
  const { data, isLoading, error } = useGetConversationQuery(customerId ?? '', { skip: !customerId });
  if (!customerId) return <Empty description={INBOX_TEXTS.chooseConversation} />;
  if (error) return <Alert type="error" showIcon title="Unable to load the conversation" description={errorMessage(error)} />;
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Card
      title={
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{data.customer.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {data.customer.phone ?? INBOX_TEXTS.noPhone}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space wrap>
          <AssignSelect conversation={data} />
          <MarkHandledButton conversation={data} />
        </Space>
      }
    >
      <section aria-label="Messages">
        <ConversationEntries entries={data.items} />
      </section>
      <ReplyBox conversation={data} />
    </Card>
  );
}
