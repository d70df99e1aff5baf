import type { TWorkflowType } from '@duesflow/shared-contracts/workflows';
import type { WorkflowRunner } from '../workflow-context';
import { runBulkSms } from './bulk-sms';
import { runCustomerFollowUp } from './customer-follow-up';
import { runCustomerRefresh } from './customer-refresh';
import { runExecuteFollowUps } from './execute-followups';
import { runGeneratePaymentLinks } from './generate-payment-links';
import { runPaymentFollowUp } from './payment-follow-up';
import { runPaymentFollowup } from './payment-followup';
import { runPaymentLink } from './payment-link';
import { runTallySync } from './tally-sync';
import { runWhatsappBulk, runWhatsappReminder } from './whatsapp';

/** The runner of each workflow type; types added by later features register here. */
export const WORKFLOW_RUNNERS: Partial<Record<TWorkflowType, WorkflowRunner>> = {
  payment_follow_up: runPaymentFollowUp,
  bulk_sms: runBulkSms,
  generate_payment_links: runGeneratePaymentLinks,
  payment_followup: runPaymentFollowup,
  whatsapp_reminder: runWhatsappReminder,
  whatsapp_bulk: runWhatsappBulk,
  payment_link: runPaymentLink,
  customer_refresh: runCustomerRefresh,
  execute_followups: runExecuteFollowUps,
  customer_follow_up: runCustomerFollowUp,
  tally_sync: runTallySync,
};
