import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { WorkflowDefinition } from '../workflow-context';
import { bulkSms } from './bulk-sms';
import { campaignSend } from './campaign-send';
import { reminderSequenceSend } from '../../communications/sequences';
import { runCustomerFollowUp } from './customer-follow-up';
import { runCustomerRefresh } from './customer-refresh';
import { executeFollowUps } from './execute-followups';
import { runGeneratePaymentLinks, runPaymentLink } from '../../modules/payments';
import { paymentFollowUp } from './payment-follow-up';
import { runPaymentFollowup } from './payment-followup';
import { runTallySync } from './tally-sync';
import { runWhatsappReminder, whatsappBulk } from './whatsapp';

/**
 * How each workflow type runs: a runner (one job does it all), or a bulk sender (planned in one job,
 * sent in chunk jobs: docs/sending.md). Types added by later features register here.
 */
export const WORKFLOW_RUNNERS: Partial<Record<TWorkflowType, WorkflowDefinition>> = {
  payment_follow_up: paymentFollowUp,
  bulk_sms: bulkSms,
  generate_payment_links: runGeneratePaymentLinks,
  payment_followup: runPaymentFollowup,
  whatsapp_reminder: runWhatsappReminder,
  whatsapp_bulk: whatsappBulk,
  payment_link: runPaymentLink,
  customer_refresh: runCustomerRefresh,
  execute_followups: executeFollowUps,
  customer_follow_up: runCustomerFollowUp,
  tally_sync: runTallySync,
  campaign_send: campaignSend,
  reminder_sequence: reminderSequenceSend,
};
