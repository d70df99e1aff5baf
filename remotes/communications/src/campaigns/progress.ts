import type { TCampaign } from '@duesflow/shared-contracts/campaigns';
import { formatSendCost } from '@duesflow/shared-contracts/format';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TRealtimeMessage } from '@duesflow/shared-contracts/realtime';
import { campaignsApi } from './api';

type TProgress = Extract<TRealtimeMessage, { type: 'campaign_progress' }>['data'];

/**
 * Moves a campaign's cached counts to its latest `campaign_progress`, so its progress bar follows the
 * send without reloading every recipient once a second. Counts only grow: a late, older message is ignored.
 */
export function campaignProgressPatch(progress: TProgress): UnknownAction {
  return campaignsApi.util.updateQueryData('getCampaign', progress.campaignId, (draft) => {
    if (progress.sent + progress.failed < draft.sent + draft.failed) return;
    draft.sent = progress.sent;
    draft.failed = progress.failed;
    draft.recipientCount = Math.max(draft.recipientCount, progress.total);
  }) as unknown as UnknownAction;
}

/** Percent of a campaign's recipients handled (sent, failed or held back); 100 once it has finished. */
export function campaignPercent(campaign: {
  status: string;
  sent: number;
  failed: number;
  refused: number;
  recipientCount: number;
}): number {
  if (campaign.status !== 'running' || campaign.recipientCount === 0) return 100;
  return Math.min(100, Math.floor(((campaign.sent + campaign.failed + campaign.refused) * 100) / campaign.recipientCount));
}

export type TCampaignOutcome = 'running' | 'waiting' | 'completed' | 'partial' | 'nothing_sent' | 'unknown' | 'failed';

type TCampaignCounts = Pick<TCampaign, 'status' | 'sent' | 'failed' | 'refused' | 'queued' | 'recipientCount' | 'outcome' | 'waiting'>;

/**
 * How a campaign stands: `waiting` once everything not yet handled waits for the sending window (the
 * screen stops saying "Sending..."), then the API's outcome once it has finished — `nothing_sent` when not
 * one message went (never the success green), `partial`, `unknown`. Campaigns from before the send gate
 * have no outcome: it is read from their counts.
 */
export function campaignOutcome(campaign: TCampaignCounts): TCampaignOutcome {
  const waiting = campaign.waiting?.total ?? 0;
  if (campaign.status === 'running') {
    const handled = campaign.sent + campaign.failed + campaign.refused;
    return waiting > 0 && handled + waiting >= campaign.recipientCount ? 'waiting' : 'running';
  }
  // The API's outcome first: a campaign that reached nobody may be stored as failed, but it is "nothing sent".
  if (campaign.outcome && campaign.outcome !== 'waiting') return campaign.outcome;
  if (campaign.status === 'failed') return 'failed';
  if (campaign.sent === 0 && campaign.queued === 0) return 'nothing_sent';
  return campaign.failed > 0 ? 'partial' : 'completed';
}

/** A campaign's one cost (its preview's, its start's and its history's figure), in its provider's currency. */
export function campaignCostText(campaign: Pick<TCampaign, 'cost' | 'estimatedCostUsd'>): string {
  return campaign.cost ? formatSendCost(campaign.cost.amount, campaign.cost.currency) : formatSendCost(campaign.estimatedCostUsd, 'USD');
}

/** "94 not sent: 90 open dispute, 4 no phone number", from the recipients' refusals ("Not sent: …"). */
export function notSentText(recipients: { refused: boolean; error: string | null }[]): string {
  const byReason = new Map<string, number>();
  for (const recipient of recipients) {
    if (!recipient.refused) continue;
    const reason = (recipient.error ?? 'not sent').replace(/^Not sent:\s*/i, '');
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  const total = [...byReason.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return '';
  return `${total} not sent: ${[...byReason].map(([reason, count]) => `${count} ${reason}`).join(', ')}`;
}
