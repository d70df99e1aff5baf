import { Tag } from 'antd';
import { OUTCOME_TAGS } from '@duesflow/remote-kit/sendGate';
import { campaignOutcome } from './progress';

const COLORS: Record<string, string> = {
  completed: 'green',
  running: 'gold',
  failed: 'red',
  queued: 'default',
  sent: 'blue',
  delivered: 'green',
};

/** Campaign status (completed, running, failed) or one message's (queued, sent, delivered, failed). */
export function StatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{status}</Tag>;
}

/**
 * A campaign's status as it really went: "nothing sent", "partly sent" and "waiting" have their own words
 * and colours (the send gate's outcomes); a campaign that sent is "completed", green.
 */
export function CampaignStatusTag({ campaign }: { campaign: Parameters<typeof campaignOutcome>[0] }) {
  const outcome = campaignOutcome(campaign);
  if (outcome === 'nothing_sent' || outcome === 'partial' || outcome === 'waiting' || outcome === 'unknown') {
    const { label, color } = OUTCOME_TAGS[outcome];
    return (
      <Tag color={color} data-status={outcome}>
        {label}
      </Tag>
    );
  }
  return <StatusTag status={campaign.status} />;
}
