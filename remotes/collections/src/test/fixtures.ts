import type { TCustomer } from '@duesflow/shared-contracts/customers';
import type { TContactPreferences } from '@duesflow/shared-contracts/reminder-sequences';
import { customerFixture } from '@duesflow/shared-contracts/testing/customer';
import type { TPaymentLink, TPaymentLinkReadiness } from '@duesflow/shared-contracts/payment-links';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import type { TWorkflowExecution } from '@duesflow/shared-contracts/workflows';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';
import type { TSyncLog, TTallyStatus } from '@duesflow/shared-contracts/tally';
import type { TFollowUpEntry, TPaymentTrackingAnalysis, TPaymentTrackingDashboard } from '@duesflow/shared-contracts/payment-tracking';

export const metrics: TDashboardMetrics = {
  totalCollections: 1234567,
  activeWorkflows: 3,
  successRate: 8750,
  finishedWorkflows: 40,
  pendingActions: 42,
};

export function execution(overrides: Partial<TWorkflowExecution> = {}): TWorkflowExecution {
  return {
    id: 'e1',
    workflowType: 'payment_calls',
    workflowName: 'Payment Follow-up Calls',
    status: 'success',
    startTime: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    finishedAt: null,
    summary: null,
    error: null,
    ...overrides,
  };
}

/** The collections screens' customer: a record id as the customer list has it, last contacted on 1 Nov. */
export function customer(overrides: Partial<TCustomer> = {}): TCustomer {
  return customerFixture({ id: 'rec1', lastContact: '2026-11-01T10:00:00.000Z', ...overrides });
}

/** The send gate's dry run: 159 considered, 120 now, 12 waiting for 09:00 IST, 27 skipped. */
export function sendPreview(overrides: Partial<TSendPreview> = {}): TSendPreview {
  return {
    total: 159,
    now: 120,
    // Another day than any test run's (on the same day in India the line leaves the date out).
    waiting: { total: 12, until: '2030-01-02T03:30:00.000Z', byChannel: { sms: 12 } },
    skipped: {
      total: 27,
      byReason: { disputed: 20, no_phone: 7 },
      recipients: [
        { customerId: null, customerName: 'Kavita Nair', to: '+91 98765 00001', channel: 'sms', reason: 'disputed', detail: null },
      ],
      cooldownHours: 24,
      cooldownChannels: [],
    },
    cost: { amount: 0.99, currency: 'USD', units: 132 },
    ...overrides,
  };
}

/** GET /api/payment-links/{id}: one link (not split) and where it stands. */
export function paymentLinkReadiness(readiness: TPaymentLinkReadiness['readiness'], url: string): TPaymentLinkReadiness {
  const link: TPaymentLink = {
    id: 'l9',
    customerId: 'rec9',
    customerName: 'Aditya Desai',
    amount: 689_563.72,
    description: null,
    status: 'active',
    url,
    gateway: readiness === 'payable' ? 'Razorpay' : '',
    gatewayId: null,
    routingReason: null,
    expiresAt: '2030-01-08T00:00:00.000Z',
    createdAt: '2030-01-01T00:00:00.000Z',
    paidAt: null,
    amountPaid: 0,
    review: null,
    plan: null,
  };
  return { readiness, reason: null, link, parts: [link] };
}

export const workflowStarted = {
  success: true,
  executionId: 'e9',
  workflowName: 'Payment Follow-up Calls',
  status: 'running',
  message: 'Started',
  replayed: false,
};

export const trackingDashboard: TPaymentTrackingDashboard = {
  totalCustomersWithDues: 1234,
  totalOutstandingAmount: 1234567.5,
  urgentFollowUps: 17,
  scheduledFollowUps: 42,
};

export function followUpEntry(overrides: Partial<TFollowUpEntry> = {}): TFollowUpEntry {
  return {
    customerId: 'c1',
    customerName: 'Asha Traders',
    phone: '+91 98765 43210',
    priority: 'urgent',
    overdueAmount: 85000,
    daysOverdue: 32,
    daysSinceContact: 4,
    recommendedAction: 'urgent_call',
    ...overrides,
  };
}

export const trackingAnalysis: TPaymentTrackingAnalysis = {
  urgentOverdue: [
    followUpEntry(),
    followUpEntry({
      customerId: 'c2',
      customerName: 'Bharat Steel',
      phone: null,
      priority: 'high',
      overdueAmount: 250000.75,
      daysOverdue: 20,
      daysSinceContact: null,
      recommendedAction: 'ai_call',
    }),
  ],
  recentOverdue: [
    followUpEntry({
      customerId: 'c3',
      customerName: 'Chetan Stores',
      priority: 'medium',
      overdueAmount: 1200,
      daysOverdue: 5,
      recommendedAction: 'whatsapp',
    }),
  ],
  dueSoon: [
    followUpEntry({
      customerId: 'c4',
      customerName: 'Deepa Textiles',
      priority: 'low',
      overdueAmount: 5000,
      daysOverdue: -2,
      daysSinceContact: 1,
      recommendedAction: 'sms',
    }),
  ],
  followUpRequired: [],
};

export const tallyStatus: TTallyStatus = {
  connected: true,
  recordsProcessed: 12345,
  n8nWorkflowStatus: 'active',
  errorCount: 2,
  lastSync: '2026-11-22T10:15:00.000Z',
  nextScheduledSync: '2026-11-22T12:15:00.000Z',
};

export function syncLog(overrides: Partial<TSyncLog> = {}): TSyncLog {
  return {
    id: 's1',
    syncStatus: 'success',
    syncDirection: 'tally_to_airtable',
    tallyRecordId: 'TL-000001',
    lastSyncAt: '2026-11-22T10:15:00.000Z',
    errorMessage: null,
    ...overrides,
  };
}

/**
 * `GET /api/customers` as the API answers it: `customers` in their given order, searched (name or email
 * in any case, or the digits of a phone number anywhere in the phone's digits) and paged.
 */
export function customerPages(customers: TCustomer[]) {
  return (call: { query: URLSearchParams }) => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 50);
    const q = (call.query.get('q') ?? '').trim().toLowerCase();
    const digits = q.replace(/\D/g, '');
    const phoneSearch = digits.length > 0 && /^[\d\s+()-]+$/.test(q);
    const matching = q
      ? customers.filter(
          (c) =>
            [c.name, c.email].some((field) => field?.toLowerCase().includes(q)) ||
            (phoneSearch && (c.phone ?? '').replace(/\D/g, '').includes(digits)),
        )
      : customers;
    return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
  };
}

/** `GET /api/payment-tracking/analysis?limit=&offset=` as the API answers it: each tab cut, `totals` whole. */
export function analysisPages(analysis: TPaymentTrackingAnalysis) {
  return (call: { query: URLSearchParams }) => {
    const limit = Number(call.query.get('limit') ?? 500);
    const offset = Number(call.query.get('offset') ?? 0);
    const cut = (entries: TFollowUpEntry[]) => entries.slice(offset, offset + limit);
    return {
      body: {
        urgentOverdue: cut(analysis.urgentOverdue),
        recentOverdue: cut(analysis.recentOverdue),
        dueSoon: cut(analysis.dueSoon),
        followUpRequired: cut(analysis.followUpRequired),
        totals: {
          urgentOverdue: analysis.urgentOverdue.length,
          recentOverdue: analysis.recentOverdue.length,
          dueSoon: analysis.dueSoon.length,
          followUpRequired: analysis.followUpRequired.length,
        },
      },
    };
  };
}

/** A customer's contact preferences with nothing holding reminders back, as the API answers them. */
export function contactPreferences(customerId: string, overrides: Partial<TContactPreferences> = {}): TContactPreferences {
  return {
    customerId,
    stopReminders: false,
    stopRemindersAt: null,
    promisedDate: null,
    promisedAmount: null,
    promiseNote: null,
    disputed: false,
    disputeReason: null,
    disputedAt: null,
    optedOutChannels: [],
    paidClaim: null,
    promises: [],
    ...overrides,
  };
}
