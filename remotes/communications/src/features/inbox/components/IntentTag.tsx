import { Tag, Tooltip, Typography } from 'antd';
import { formatBusinessDay } from '@duesflow/shared-contracts/format';
import { INBOUND_INTENT_LABELS, type TInboundEvidence, type TInboundIntent } from '@duesflow/shared-contracts/inbox';

const INTENT_COLORS: Record<TInboundIntent, string> = {
  opt_out: 'red',
  paid_claim: 'green',
  dispute: 'orange',
  promise: 'blue',
  needs_reply: 'default',
};

/** Why the reply was read so: the words that matched, and what was read from them. */
export function evidenceText(evidence: TInboundEvidence): string {
  const parts = [
    evidence.matched.length > 0 ? `Read from “${evidence.matched.join('”, “')}”` : 'No rule matched',
    evidence.promisedDate ? `promised for ${formatBusinessDay(evidence.promisedDate)}` : null,
    evidence.reference ? `reference ${evidence.reference}` : null,
  ];
  return parts.filter(Boolean).join('; ');
}

/** What a reply was read as, with its evidence on hover and, when `showEvidence`, under it. */
export function IntentTag({
  intent,
  evidence,
  showEvidence = false,
}: {
  intent: TInboundIntent;
  evidence: TInboundEvidence;
  showEvidence?: boolean;
}) {
  const why = evidenceText(evidence);
  return (
    <span>
      <Tooltip title={why}>
        <Tag color={INTENT_COLORS[intent]}>{INBOUND_INTENT_LABELS[intent]}</Tag>
      </Tooltip>
      {showEvidence ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {why}
        </Typography.Text>
      ) : null}
    </span>
  );
}
