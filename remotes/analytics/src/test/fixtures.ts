import type { TAdvancedAnalytics, TAnalyticsSummary, TKpi } from '@duesflow/shared-contracts/analytics';

const kpi = (value: number | null, previous: number | null, changePercent: number | null): TKpi => ({
  value,
  previous,
  change: value !== null && previous !== null ? value - previous : null,
  changePercent,
});

/** A 30-day summary, figures chosen so each reads distinctly on screen. */
export const summary30d: TAnalyticsSummary = {
  range: '30d',
  from: '2026-10-25',
  to: '2026-11-23',
  previousFrom: '2026-09-25',
  previousTo: '2026-10-24',
  generatedAt: '2026-11-23T09:00:00.000Z',
  kpis: {
    amountCollected: kpi(1234567.5, 1000000, 23.5),
    collectionRate: kpi(42.3, 45.1, -6.2),
    dso: kpi(38.4, 41, -6.3),
    cei: kpi(71.2, null, null),
  },
  workflows: [
    {
      workflowType: 'bulk_sms',
      workflowName: 'Bulk SMS',
      runs: 12,
      succeeded: 11,
      failed: 1,
      running: 0,
      successRate: 91.7,
      status: 'active',
      lastRunAt: null,
    },
    {
      workflowType: 'customer_call',
      workflowName: 'Payment Follow-up Call',
      runs: 4,
      succeeded: 3,
      failed: 1,
      running: 0,
      successRate: 75,
      status: 'warning',
      lastRunAt: null,
    },
    {
      workflowType: 'tally_sync',
      workflowName: 'Tally Sync',
      runs: 2,
      succeeded: 0,
      failed: 2,
      running: 0,
      successRate: 0,
      status: 'error',
      lastRunAt: null,
    },
  ],
  communications: [
    { channel: 'sms', sent: 1200, delivered: 1100, paid: 55, deliveryRate: 91.7, paidRate: 4.6 },
    { channel: 'whatsapp', sent: 300, delivered: 290, paid: 30, deliveryRate: 96.7, paidRate: 10 },
    { channel: 'voice', sent: 80, delivered: 60, paid: 12, deliveryRate: 75, paidRate: 15 },
  ],
  trend: [
    { date: '2026-11-22', label: '22 Nov', days: 1, collected: 50000, invoiced: 80000, payments: 4 },
    { date: '2026-11-23', label: '23 Nov', days: 1, collected: 70000, invoiced: 10000, payments: 6 },
  ],
  channelSplit: [
    { channel: 'voice', contacts: 80, share: 5.1 },
    { channel: 'sms', contacts: 1200, share: 75.9 },
    { channel: 'whatsapp', contacts: 300, share: 19 },
  ],
};

/** 90 days in weeks: the range ends inside the last week, which covers 6 of its 7 days. */
export const summary90d: TAnalyticsSummary = {
  ...summary30d,
  range: '90d',
  from: '2026-08-26',
  trend: [
    { date: '2026-11-04', label: '04 Nov', days: 7, collected: 310000, invoiced: 280000, payments: 21 },
    { date: '2026-11-11', label: '11 Nov', days: 7, collected: 290000, invoiced: 300000, payments: 19 },
    { date: '2026-11-18', label: '18 Nov', days: 6, collected: 120000, invoiced: 90000, payments: 8 },
  ],
};

/** The same screen for 7 days: other figures, so a range switch is visible. */
export const summary7d: TAnalyticsSummary = {
  ...summary30d,
  range: '7d',
  from: '2026-11-17',
  previousFrom: '2026-11-10',
  previousTo: '2026-11-16',
  kpis: { ...summary30d.kpis, amountCollected: kpi(250000, 200000, 25) },
};

/** Advanced analytics for today. */
export const advancedToday: TAdvancedAnalytics = {
  period: 'today',
  from: '2026-11-23',
  to: '2026-11-23',
  generatedAt: '2026-11-23T09:15:30.000Z',
  today: {
    callsMade: 14,
    smssSent: 120,
    contactsMade: 134,
    paymentsReceived: 9,
    totalAmount: 87650.5,
    successRate: 27.4,
    responseRate: 64.2,
  },
  realTime: { activeCallsNow: 3, paymentsLastHour: 2, avgResponseTime: 4.5, topPerformingChannel: 'whatsapp' },
  activity: [
    { id: 'p1', at: '2026-11-23T09:10:00.000Z', kind: 'payment', customerName: 'Asha Traders', amount: 12500, detail: 'upi' },
    { id: 'm1', at: '2026-11-23T09:05:00.000Z', kind: 'sms', customerName: 'Kaveri Agro', amount: null, detail: 'delivered' },
  ],
  quickStats: { responseRate: 64.2, averagePayment: 9738.94, avgResponseTime: 4.5, conversionRate: 6.7 },
  channels: [
    {
      channel: 'sms',
      provider: 'Sandbox SMS',
      successRate: 4.6,
      totalContacts: 120,
      successfulPayments: 6,
      costPerContact: 0.64,
      costPerSuccess: 12.75,
      avgResponseTime: 5.1,
      bestTimeSlot: '10:00–11:00',
      spend: 76.5,
      responseRate: 60,
    },
    {
      channel: 'whatsapp',
      provider: 'Sandbox WhatsApp',
      successRate: 12,
      totalContacts: 25,
      successfulPayments: 3,
      costPerContact: 0.05,
      costPerSuccess: 0.42,
      avgResponseTime: 3.2,
      bestTimeSlot: '18:00–19:00',
      spend: 1.25,
      responseRate: 80,
    },
  ],
  trends: [
    {
      date: '2026-11-22',
      callsMade: 10,
      smssSent: 100,
      contacts: 110,
      paymentsReceived: 7,
      amount: 50000,
      amountThousands: 50,
      successRate: 6.4,
      arrows: { contacts: 'up', payments: 'down', amount: 'up', successRate: 'down' },
    },
    {
      date: '2026-11-23',
      callsMade: 14,
      smssSent: 120,
      contacts: 134,
      paymentsReceived: 9,
      amount: 87650.5,
      amountThousands: 87.7,
      successRate: 6.7,
      arrows: { contacts: 'up', payments: 'up', amount: 'up', successRate: 'up' },
    },
  ],
  insights: {
    bestCallTimes: [{ hour: 10, successRate: 31.5, volume: 40 }],
    languagePreferences: [{ language: 'hi', successRate: 22.2, volume: 18 }],
    customerSegments: [{ segment: '31–60 days', customers: 42, avgDaysOverdue: 44.5, successRate: 18.2, preferredChannel: 'whatsapp' }],
  },
  cost: {
    totalSpend: 77.75,
    costPerPayment: 8.64,
    roi: 1127.3,
    roiLabel: '1,127.3x',
    costPerRupeeCollected: 0.0009,
    usdToInr: 85,
    channelEfficiency: [
      { channel: 'whatsapp', spend: 1.25, successes: 3, costPerSuccess: 0.42, rating: 'Excellent' },
      { channel: 'voice', spend: 5, successes: 6, costPerSuccess: 0.83, rating: 'Good' },
      { channel: 'sms', spend: 76.5, successes: 6, costPerSuccess: 12.75, rating: 'Average' },
    ],
  },
  collections: {
    ageing: [
      { bucket: 'current', amount: 100000, invoices: 10, customers: 8 },
      { bucket: '1–30', amount: 250000.25, invoices: 20, customers: 15 },
      { bucket: '31–60', amount: 50000, invoices: 5, customers: 5 },
      { bucket: '61–90', amount: 0, invoices: 0, customers: 0 },
      { bucket: '90+', amount: 1234567, invoices: 3, customers: 2 },
    ],
    promiseKeptRate: 62.5,
    promisesMade: 8,
    promisesKept: 5,
    promisesBroken: 3,
    costPerRupeeCollected: 0.0009,
    customerPage: { customersOpened: 14, visits: 1234, promises: 5, disputes: 2, paidClaims: 3, optOuts: 1 },
  },
};
