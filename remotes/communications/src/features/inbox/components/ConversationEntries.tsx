import { Empty, Tag, Typography } from 'antd';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import { INBOX_TEXTS, type TConversationEntry } from '@duesflow/shared-contracts/inbox';
import { IntentTag } from './IntentTag';

const CHANNEL_WORDS: Record<string, string> = { whatsapp: 'WhatsApp', sms: 'SMS', voice: 'Call', email: 'Email' };

/** The conversation's messages, newest last: the customer's on the left, ours on the right. */
export function ConversationEntries({ entries }: { entries: TConversationEntry[] }) {
  if (entries.length === 0) return <Empty description={INBOX_TEXTS.emptyConversation} />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {entries.map((entry) =>
        entry.direction === 'in' ? <ReplyIn key={entry.reply.id} entry={entry} /> : <MessageOut key={entry.message.id} entry={entry} />,
      )}
    </ol>
  );
}

const bubble = (mine: boolean) =>
  ({
    alignSelf: mine ? 'flex-end' : 'flex-start',
    maxWidth: '80%',
    padding: '8px 12px',
    borderRadius: 8,
    background: mine ? 'rgba(22, 119, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
  }) as const;

function ReplyIn({ entry: { reply } }: { entry: Extract<TConversationEntry, { direction: 'in' }> }) {
  return (
    <li style={bubble(false)} aria-label="Customer's reply">
      <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
        {reply.text ?? reply.buttonPayload ?? ''}
      </Typography.Paragraph>
      <IntentTag intent={reply.intent} evidence={reply.evidence} showEvidence />
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {CHANNEL_WORDS[reply.channel] ?? reply.channel} · {formatIstMoment(reply.receivedAt)}
        {reply.handledAt ? ` · Handled by ${reply.handledBy ?? 'staff'}` : ''}
      </Typography.Text>
    </li>
  );
}

function MessageOut({ entry: { message } }: { entry: Extract<TConversationEntry, { direction: 'out' }> }) {
  return (
    <li style={bubble(true)} aria-label="Our message">
      <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>{message.body}</Typography.Paragraph>
      <Tag color={message.status === 'failed' ? 'red' : message.status === 'delivered' ? 'green' : 'default'}>{message.status}</Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {CHANNEL_WORDS[message.channel] ?? message.channel} · {formatIstMoment(message.sentAt)}
        {message.by ? ` · ${message.by}` : message.workflowName ? ` · ${message.workflowName}` : ''}
      </Typography.Text>
      {message.error ? (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
          {message.error}
        </Typography.Text>
      ) : null}
    </li>
  );
}
