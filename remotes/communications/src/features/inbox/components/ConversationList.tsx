import { useEffect, useState } from 'react';
import { Alert, Badge, Empty, Pagination, Skeleton, Typography } from 'antd';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import { INBOX_TEXTS, type TConversationSummary, type TInboxFilter } from '@duesflow/shared-contracts/inbox';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { CONVERSATIONS_PAGE_SIZE, useGetConversationsQuery } from '../api';
import { IntentTag } from './IntentTag';

const EMPTY_TEXT: Partial<Record<TInboxFilter, string>> = { needs_reply: INBOX_TEXTS.emptyNeedsReply, mine: INBOX_TEXTS.emptyMine };

/** Conversations by customer, latest reply first: the name, replies waiting, the latest reply's words, intent and time. */
export function ConversationList({
  filter,
  selected,
  onOpen,
}: {
  filter: TInboxFilter;
  selected?: string;
  onOpen: (customerId: string) => void;
}) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [filter]);
  const { data, isLoading, error } = useGetConversationsQuery({ filter, page });
  if (error) return <Alert type="error" showIcon title="Unable to load the inbox" description={errorMessage(error)} />;
  if (isLoading || !data) return <Skeleton active />;
  if (data.items.length === 0) return <Empty description={EMPTY_TEXT[filter] ?? INBOX_TEXTS.emptyList} />;
  return (
    <>
      <ul aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.items.map((conversation) => (
          <ConversationItem
            key={conversation.customer.id}
            conversation={conversation}
            active={conversation.customer.id === selected}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {data.total > CONVERSATIONS_PAGE_SIZE ? (
        <Pagination
          size="small"
          current={page}
          pageSize={CONVERSATIONS_PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          style={{ marginTop: 8 }}
        />
      ) : null}
    </>
  );
}

function ConversationItem({
  conversation: { customer, latestReply, unhandled, assignee },
  active,
  onOpen,
}: {
  conversation: TConversationSummary;
  active: boolean;
  onOpen: (customerId: string) => void;
}) {
  return (
    <li
      aria-label={customer.name}
      aria-current={active ? 'true' : undefined}
      tabIndex={0}
      onClick={() => onOpen(customer.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen(customer.id);
      }}
      style={{
        cursor: 'pointer',
        padding: '10px 12px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        background: active ? 'rgba(22, 119, 255, 0.08)' : undefined,
      }}
    >
      <Badge count={unhandled} size="small" offset={[10, 0]} title={`${unhandled} waiting for staff`}>
        <Typography.Text strong>{customer.name}</Typography.Text>
      </Badge>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '4px 0' }}>
        {latestReply.text ?? latestReply.buttonPayload ?? ''}
      </Typography.Paragraph>
      <IntentTag intent={latestReply.intent} evidence={latestReply.evidence} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatIstMoment(latestReply.receivedAt)}
        {assignee ? ` · ${assignee.name}` : ''}
      </Typography.Text>
    </li>
  );
}
