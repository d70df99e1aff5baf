import { Tag, Tooltip } from 'antd';
import type { TContactHold } from '@duesflow/shared-contracts/customers';
import { contactHoldText } from '@duesflow/shared-contracts/customer-table';

/** The tag's colour per hold (its words are the export's too: shared-contracts/customer-table). */
const HOLD_COLORS: Record<TContactHold['kind'], string> = {
  stopped: 'default',
  opted_out: 'default',
  disputed: 'volcano',
  paid_claimed: 'blue',
  promised: 'gold',
  replied: 'purple',
};

export { contactHoldText };

/** Why the send gate holds this customer's reminders, as a tag (the note recorded with it on hover). */
export function ContactHoldTag({ hold }: { hold: TContactHold | null | undefined }) {
  if (!hold) return null;
  const tag = (
    <Tag color={HOLD_COLORS[hold.kind]} data-hold={hold.kind}>
      {contactHoldText(hold)}
    </Tag>
  );
  return hold.note ? <Tooltip title={hold.note}>{tag}</Tooltip> : tag;
}
