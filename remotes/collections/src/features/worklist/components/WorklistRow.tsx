import { Button, Flex, Tag, Typography, theme } from 'antd';
import { Link } from '@duesflow/remote-kit/router';
import { CALL_OUTCOME_LABELS } from '@duesflow/shared-contracts/call-outcomes';
import { formatINR } from '@duesflow/shared-contracts/format';
import type { TWorklistChannel, TWorklistItem } from '@duesflow/shared-contracts/worklist';
import { Guarded } from '@duesflow/remote-kit/session';
import { customerPath } from '../../../app/customerPath';
import { ScoreTags } from './ScoreTags';

/** The button that contacts through the send gate by the recommended channel; email is not sent from here. */
export const CONTACT_LABELS: Partial<Record<TWorklistChannel, string>> = { voice: 'Call', whatsapp: 'Send WhatsApp', sms: 'Send SMS' };
const CHANNEL_WORDS: Record<TWorklistChannel, string> = { voice: 'Call', whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' };

interface Props {
  item: TWorklistItem;
  rank: number;
  selected: boolean;
  onSelect: () => void;
  onRecord: () => void;
  onContact: () => void;
  contacting: boolean;
}

/** One customer on the worklist: rank, name, score with its parts, what to do and why, and the actions. */
export function WorklistRow({ item, rank, selected, onSelect, onRecord, onContact, contacting }: Props) {
  const contactLabel = item.channel ? CONTACT_LABELS[item.channel] : undefined;
  // The theme's colours, not fixed ones: the selected border and a done row's shade follow the portal's tokens.
  const { token } = theme.useToken();
  return (
    <li
      aria-label={item.name}
      aria-current={selected ? 'true' : undefined}
      data-testid="worklist-item"
      onClick={onSelect}
      style={{
        listStyle: 'none',
        padding: 12,
        borderRadius: 8,
        border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        background: item.doneToday ? token.colorFillQuaternary : undefined,
      }}
    >
      <Flex justify="space-between" gap="middle" wrap>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap="small" align="baseline" wrap>
            <Typography.Text type="secondary">{`#${rank}`}</Typography.Text>
            <Link to={customerPath(item.customerId)}>
              <Typography.Text strong>{item.name}</Typography.Text>
            </Link>
            <Typography.Text>{`${formatINR(item.overdue)} overdue`}</Typography.Text>
            <Tag color="blue" aria-label={`Score ${item.score}`}>{`Score ${item.score}`}</Tag>
            {item.promiseDueToday ? <Tag color="gold">Promise due today</Tag> : null}
            {item.brokenPromise ? <Tag color="red">Promise broken</Tag> : null}
            {item.doneToday ? <Tag color="green">Contacted today</Tag> : null}
          </Flex>
          <ScoreTags parts={item.parts} />
          <Typography.Text type="secondary">
            {item.channel ? `${CHANNEL_WORDS[item.channel]}: ${item.reason}` : `Not now: ${item.reason}`}
            {item.lastOutcome ? ` · Last outcome: ${CALL_OUTCOME_LABELS[item.lastOutcome.outcome]}` : ''}
          </Typography.Text>
        </Flex>
        <Flex gap="small" align="center">
          {contactLabel ? (
            <Guarded capability="collect">
              <Button onClick={onContact} loading={contacting} aria-label={`${contactLabel} ${item.name}`}>
                {contactLabel}
              </Button>
            </Guarded>
          ) : null}
          <Guarded capability="collect">
            <Button type={selected ? 'primary' : 'default'} onClick={onRecord} aria-label={`Record outcome for ${item.name}`}>
              Record outcome
            </Button>
          </Guarded>
        </Flex>
      </Flex>
    </li>
  );
}
