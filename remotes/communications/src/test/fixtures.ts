import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import type { TCallScript } from '@duesflow/shared-contracts/call-scripts';
import type { TCampaign, TCampaignDetail, TCampaignRecipient, TOverdueCustomer } from '@duesflow/shared-contracts/campaigns';
import type { TMessageTemplate } from '@duesflow/shared-contracts/message-templates';

const dlt = { templateId: '1107160000000000001', header: 'DUESFL-S', category: 'service-implicit' as const };

export function template(overrides: Partial<TMessageTemplate>): TMessageTemplate {
  return {
    id: 'campaign-gentle-en',
    name: 'Gentle Reminder',
    use: 'campaign',
    type: 'gentle',
    language: 'en',
    content: 'Hi {customerName}, invoice {invoiceNumber} for {amount} is {daysOverdue} days overdue. - DuesFlow',
    placeholders: ['customerName', 'invoiceNumber', 'amount', 'daysOverdue'],
    dltContent: '',
    dlt,
    whatsappTemplate: null,
    encoding: 'GSM-7',
    segments: 1,
    ...overrides,
  };
}

export const BULK_TEMPLATES = ['Payment Reminder', 'Overdue Notice', 'Final Notice', 'Quick Pay', 'Due Soon', 'Hindi Reminder'].map(
  (name, index) => template({ id: `bulk-${index}`, name, use: 'bulk', content: `${name}: pay {amount} by {date} at {link}` }),
);

export const CAMPAIGN_TEMPLATES = [
  template({}),
  template({ id: 'campaign-firm-en', name: 'Firm Reminder', type: 'firm', content: 'Dear {customerName}, pay {amount} now.' }),
  template({
    id: 'campaign-hi',
    name: 'Hindi Reminder',
    type: 'gentle',
    language: 'hi',
    content: 'नमस्ते {customerName}, कृपया {amount} का भुगतान करें।',
  }),
];

/** A confirmation of a customer's action on their page: sent by the API only, never offered on a screen. */
export const CONFIRMATION_TEMPLATE = template({
  id: 'confirm-promise-en',
  name: 'Promise confirmed',
  use: 'confirmation',
  content: '{businessName}: we have your promise to pay {amount} by {date}. Reminders pause until then. Thank you - DuesFlow',
  placeholders: ['businessName', 'amount', 'date'],
  whatsappTemplate: 'page_promise_confirmed',
});

export function customer(index: number, overrides: Partial<TOverdueCustomer> = {}): TOverdueCustomer {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Customer ${index}`,
    phoneNumber: `+9198765${String(index).padStart(5, '0')}`,
    invoiceNumber: `INV-${1000 + index}`,
    outstandingAmount: 1234.5 * index,
    daysOverdue: 10 * index,
    language: 'en',
    lastContactDate: null,
    stopReminders: false,
    ...overrides,
  };
}

export function campaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
    id: 'c-1',
    kind: 'bulk',
    type: 'sms',
    name: null,
    templateId: null,
    message: 'Please pay your dues',
    recipientCount: 2,
    status: 'completed',
    sent: 2,
    failed: 0,
    refused: 0,
    queued: 0,
    segments: 2,
    estimatedCostUsd: 0.015,
    createdAt: new Date().toISOString(),
    finishedAt: new Date().toISOString(),
    summary: null,
    ...overrides,
  };
}

/** One recipient of a campaign: Asha Traders, delivered by the sandbox provider. */
export function recipient(overrides: Partial<TCampaignRecipient> = {}): TCampaignRecipient {
  return {
    messageId: 'm1',
    customerId: 'x',
    customerName: 'Asha Traders',
    to: '+919876500001',
    body: 'Hi',
    status: 'delivered',
    error: null,
    refused: false,
    provider: 'sandbox',
    providerLabel: 'Sandbox',
    segments: 1,
    cost: 0.0075,
    currency: 'USD',
    updatedAt: '',
    ...overrides,
  };
}

export function campaignDetail(overrides: Partial<TCampaignDetail> = {}): TCampaignDetail {
  return { ...campaign(), recipients: [], ...overrides };
}

/** The send gate's dry run: `now` go now, the rest skipped for an open dispute; `perUnit` dollars a unit. */
export function sendPreview(total: number, now: number, overrides: Partial<TSendPreview> = {}): TSendPreview {
  const skipped = total - now;
  return {
    total,
    now,
    waiting: { total: 0, until: null, byChannel: {} },
    skipped: {
      total: skipped,
      byReason: skipped ? { disputed: skipped } : {},
      recipients: skipped
        ? [{ customerId: null, customerName: 'Kavita Nair', to: '+91 98765 00001', channel: 'sms', reason: 'disputed', detail: null }]
        : [],
      cooldownHours: 24,
      cooldownChannels: [],
    },
    cost: { amount: now * 0.0075, currency: 'USD', units: now },
    ...overrides,
  };
}

export const page = (items: TCampaign[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

export function script(overrides: Partial<TCallScript> = {}): TCallScript {
  return {
    id: 's-1',
    name: 'Initial Request (Hindi)',
    language: 'hi',
    type: 'initial',
    content: {
      greeting: 'नमस्ते {customerName}।',
      introduction: 'मैं {companyName} से बोल रहा हूँ।',
      paymentRequest: 'आपका {amount} बकाया है।',
      objectionHandling: ['हम किश्तों में भुगतान स्वीकार करते हैं।'],
      commitment: 'क्या आप आज भुगतान करेंगे?',
      closing: 'धन्यवाद।',
    },
    voiceSettings: { speed: 1, tone: 'professional', pitch: 1 },
    successRate: 41.7,
    totalCalls: 12,
    successfulCalls: 5,
    createdAt: '2026-01-05',
    lastModified: '2026-02-01',
    ...overrides,
  };
}
