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
export function campaignPercent(campaign: { status: string; sent: number; failed: number; refused: number; recipientCount: number }): number {
  if (campaign.status !== 'running' || campaign.recipientCount === 0) return 100;
  return Math.min(100, Math.floor(((campaign.sent + campaign.failed + campaign.refused) * 100) / campaign.recipientCount));
}
