import {
  CAMPAIGN_FILTER_DEFAULTS,
  CAMPAIGN_LANGUAGES,
  type TCampaignLanguage,
  type TOverdueCustomer,
} from '@duesflow/shared-contracts/campaigns';
import { fillTemplate } from '@duesflow/shared-contracts/message-templates';
import { smsCostUsd, smsSegments } from '@duesflow/shared-contracts/sms-segments';
import { formatSmsRupees } from '@duesflow/shared-contracts/format';

/** The filters as asked of the API: a bound left empty is no bound. */
export interface TFilters {
  minAmount: number | null;
  maxAmount: number | null;
  minDaysOverdue: number | null;
  maxDaysOverdue: number | null;
  languages: TCampaignLanguage[];
}

/**
 * What the filters start with: the spec's bounds (0 to ₹10,000, 0 to 90 days) written in the fields, so
 * what narrows the list is in sight (a placeholder looks empty while still applied), and every language
 * ticked: the spec's en, es, fr and the hi, mr real customers have. Clearing a field removes its bound.
 */
export const INITIAL_FILTERS: TFilters = {
  minAmount: CAMPAIGN_FILTER_DEFAULTS.minAmount,
  maxAmount: CAMPAIGN_FILTER_DEFAULTS.maxAmount,
  minDaysOverdue: CAMPAIGN_FILTER_DEFAULTS.minDaysOverdue,
  maxDaysOverdue: CAMPAIGN_FILTER_DEFAULTS.maxDaysOverdue,
  languages: [...CAMPAIGN_LANGUAGES],
};

export const LANGUAGE_NAMES: Record<TCampaignLanguage, string> = { en: 'English', es: 'Spanish', fr: 'French', hi: 'Hindi', mr: 'Marathi' };

/** The message one customer gets: the template with their name, invoice, amount (Rs., GSM-7 safe) and days overdue. */
export function messageFor(content: string, customer: TOverdueCustomer): string {
  return fillTemplate(content, {
    customerName: customer.name,
    invoiceNumber: customer.invoiceNumber,
    amount: formatSmsRupees(customer.outstandingAmount),
    daysOverdue: String(customer.daysOverdue),
  });
}

/** SMS parts and dollars for sending the template to these customers, each message counted filled in. */
export function campaignCost(content: string | undefined, customers: TOverdueCustomer[]) {
  if (!content) return { segments: 0, costUsd: 0 };
  const segments = customers.reduce((sum, customer) => sum + smsSegments(messageFor(content, customer)).segments, 0);
  return { segments, costUsd: smsCostUsd(1, segments) };
}
