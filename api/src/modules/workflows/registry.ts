import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { WorkflowDefinition } from '../../core/jobs/workflow-context';
import { bulkSms } from '../campaigns';
import { campaignSend } from '../campaigns';
import { reminderSequenceSend } from '../campaigns';
import { runCustomerFollowUp } from '../collections';
import { runCustomerRefresh } from '../customers';
import { executeFollowUps } from '../collections';
import { runGeneratePaymentLinks, runPaymentLink } from '../payments';
import { paymentFollowUp } from '../collections';
import { runPaymentFollowup } from '../collections';
import { runTallySync } from '../tally';
import { runWhatsappReminder, whatsappBulk } from '../campaigns';

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
