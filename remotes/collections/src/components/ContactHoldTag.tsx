import { Tag, Tooltip } from 'antd';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import { formatDate } from '@duesflow/shared-contracts/format';

const HOLD_TAGS: Record<TContactHold['kind'], { label: string; color: string }> = {
  stopped: { label: 'Reminders stopped', color: 'default' },
  opted_out: { label: 'Opted out', color: 'default' },
  disputed: { label: 'Open dispute', color: 'volcano' },
  paid_claimed: { label: 'Says paid', color: 'blue' },
  promised: { label: 'Promised', color: 'gold' },
  replied: { label: 'Replied', color: 'purple' },
};

/** "Promised until 26 Nov 2026", "Open dispute", "Says paid", "Reminders stopped", "Opted out", "Replied". */
export function contactHoldText(hold: TContactHold): string {
  const { label } = HOLD_TAGS[hold.kind];
  return hold.kind === 'promised' && hold.until ? `${label} until ${formatDate(`${hold.until}T12:00:00Z`)}` : label;
}

/** Why the send gate holds this customer's reminders, as a tag (the note recorded with it on hover). */
export function ContactHoldTag({ hold }: { hold: TContactHold | null | undefined }) {
  if (!hold) return null;
  const tag = (
    <Tag color={HOLD_TAGS[hold.kind].color} data-hold={hold.kind}>
      {contactHoldText(hold)}
    </Tag>
  );
  return hold.note ? <Tooltip title={hold.note}>{tag}</Tooltip> : tag;
}
