import {
  CAMPAIGN_FILTER_DEFAULTS,
  CAMPAIGN_LANGUAGES,
  type TCampaignLanguage,
  type TOverdueCustomer,
} from '@duesflow/shared-contracts/campaigns';
import { fillTemplate } from '@duesflow/shared-contracts/message-templates';
import { smsCostUsd, smsSegments } from '@duesflow/shared-contracts/sms-segments';

export interface TFilters {
  minAmount: number;
  maxAmount: number;
  minDaysOverdue: number;
  maxDaysOverdue: number;
  languages: TCampaignLanguage[];
}

/** The number fields as typed: empty shows the spec's placeholder and means its value. */
export interface TFilterFields {
  minAmount: number | null;
  maxAmount: number | null;
  minDaysOverdue: number | null;
  maxDaysOverdue: number | null;
  languages: TCampaignLanguage[];
}

/** Every language is ticked at first: the spec's en, es, fr and the hi, mr real customers have. */
export const INITIAL_FILTER_FIELDS: TFilterFields = {
  minAmount: null,
  maxAmount: null,
  minDaysOverdue: null,
  maxDaysOverdue: null,
  languages: [...CAMPAIGN_LANGUAGES],
};

export const LANGUAGE_NAMES: Record<TCampaignLanguage, string> = { en: 'English', es: 'Spanish', fr: 'French', hi: 'Hindi', mr: 'Marathi' };

export function effectiveFilters(fields: TFilterFields): TFilters {
  return {
    minAmount: fields.minAmount ?? CAMPAIGN_FILTER_DEFAULTS.minAmount,
    maxAmount: fields.maxAmount ?? CAMPAIGN_FILTER_DEFAULTS.maxAmount,
    minDaysOverdue: fields.minDaysOverdue ?? CAMPAIGN_FILTER_DEFAULTS.minDaysOverdue,
    maxDaysOverdue: fields.maxDaysOverdue ?? CAMPAIGN_FILTER_DEFAULTS.maxDaysOverdue,
    languages: fields.languages,
  };
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The message one customer gets: the template with their name, invoice, amount (Rs., GSM-7 safe) and days overdue. */
export function messageFor(content: string, customer: TOverdueCustomer): string {
  return fillTemplate(content, {
    customerName: customer.name,
    invoiceNumber: customer.invoiceNumber,
    amount: `Rs. ${amountFormat.format(customer.outstandingAmount)}`,
    daysOverdue: String(customer.daysOverdue),
  });
}

/** SMS parts and dollars for sending the template to these customers, each message counted filled in. */
export function campaignCost(content: string | undefined, customers: TOverdueCustomer[]) {
  if (!content) return { segments: 0, costUsd: 0 };
  const segments = customers.reduce((sum, customer) => sum + smsSegments(messageFor(content, customer)).segments, 0);
  return { segments, costUsd: smsCostUsd(1, segments) };
}
