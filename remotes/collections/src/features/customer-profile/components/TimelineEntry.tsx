import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import {
  AlertOutlined,
  AuditOutlined,
  CalendarOutlined,
  CommentOutlined,
  EditOutlined,
  LinkOutlined,
  MessageOutlined,
  PhoneOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { TTimelineEvent, TTimelineKind } from '@duesflow/shared-contracts/customer-timeline';
import { TIMELINE_KIND_TEXT } from '@duesflow/shared-contracts/customer-timeline';
import { formatIstMoment } from '@duesflow/shared-contracts/format';
import { entryText } from '../timelineText';

/** One icon per kind, labelled with the kind's name for screen readers. */
const ICONS: Record<TTimelineKind, ReactNode> = {
  message: <MessageOutlined />,
  reply: <CommentOutlined />,
  call: <PhoneOutlined />,
  call_outcome: <PhoneOutlined />,
  payment_link: <LinkOutlined />,
  payment: <WalletOutlined />,
  promise: <CalendarOutlined />,
  dispute: <AlertOutlined />,
  note: <EditOutlined />,
  action: <AuditOutlined />,
};

const COLORS: Partial<Record<TTimelineKind, string>> = {
  payment: 'green',
  dispute: 'red',
  reply: 'blue',
  note: 'gray',
  call_outcome: 'purple',
};

export function entryIcon(kind: TTimelineKind) {
  return (
    <span role="img" aria-label={TIMELINE_KIND_TEXT[kind]}>
      {ICONS[kind]}
    </span>
  );
}

export const entryColor = (event: TTimelineEvent) =>
  event.kind === 'message' && event.status === 'refused'
    ? 'orange'
    : event.kind === 'promise' && event.status === 'broken'
      ? 'red'
      : COLORS[event.kind];

/** What happened, when (India's time), and the words said or written. */
export function TimelineEntry({ event }: { event: TTimelineEvent }) {
  const { title, body } = entryText(event);
  return (
    <Flex vertical gap={2} data-kind={event.kind}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary">{formatIstMoment(event.at)}</Typography.Text>
      {body ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{body}</Typography.Paragraph> : null}
    </Flex>
  );
}
