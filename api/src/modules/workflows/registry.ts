import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { WorkflowDefinition } from '../../core/jobs/workflow-context';
import { bulkSms } from '../campaigns';
import { campaignSend } from '../campaigns';
import { reminderSequenceSend } from '../campaigns';
import { runCardFollowUp } from '../collections';
import { runCustomerRefresh } from '../customers';
import { executeAllFollowUps } from '../collections';
import { pageConfirmation, runGeneratePaymentLinks, runPaymentLink } from '../payments';
import { paymentCalls } from '../collections';
import { runCustomerCall } from '../collections';
import { runTallySync } from '../tally';
import { runWhatsappReminder, whatsappBulk } from '../campaigns';
import { inboxReply } from '../inbox';

/**
 * How each workflow type runs: a runner (one job does it all), or a bulk sender (planned in one job,
 * sent in chunk jobs: docs/sending.md). Types added by later features register here.
 */
export const WORKFLOW_RUNNERS: Partial<Record<TWorkflowType, WorkflowDefinition>> = {
  payment_calls: paymentCalls,
  bulk_sms: bulkSms,
  generate_payment_links: runGeneratePaymentLinks,
  customer_call: runCustomerCall,
  whatsapp_reminder: runWhatsappReminder,
  whatsapp_bulk: whatsappBulk,
  payment_link: runPaymentLink,
  page_confirmation: pageConfirmation,
  customer_refresh: runCustomerRefresh,
  execute_all_follow_ups: executeAllFollowUps,
  card_follow_up: runCardFollowUp,
  tally_sync: runTallySync,
  campaign_send: campaignSend,
  reminder_sequence: reminderSequenceSend,
  inbox_reply: inboxReply,
};
