import type { TAdvancedAnalytics } from '@duesflow/shared-contracts/analytics';

export const CSV_HEADER = ['Section', 'Figure', 'Value'] as const;

/** A cell as CSV: quoted when needed; text that a spreadsheet would run as a formula gets a leading '. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CHANNEL_NAMES: Record<string, string> = { voice: 'Voice', sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' };

/**
 * The figures of Advanced Analytics for one period as CSV (docs/analytics.md): one header row
 * (Section, Figure, Value), then one row per figure, in the order of the screen's tabs. Money in rupees,
 * rates in percent, times in minutes, as the screen shows them (unformatted, so a spreadsheet reads them).
 */
export function analyticsCsv(a: TAdvancedAnalytics): string {
  const rows: [string, string, string | number | null][] = [];
  const push = (section: string, figure: string, value: string | number | null) => rows.push([section, figure, value]);
  const overview = 'Live Overview';
  push(overview, 'Period', a.period);
  push(overview, 'From', a.from);
  push(overview, 'To', a.to);
  push(overview, 'Contacts made', a.today.contactsMade);
  push(overview, 'Calls made', a.today.callsMade);
  push(overview, 'SMS sent', a.today.smssSent);
  push(overview, 'Payments received', a.today.paymentsReceived);
  push(overview, 'Amount received (₹)', a.today.totalAmount);
  push(overview, 'Success rate (%)', a.today.successRate);
  push(overview, 'Response rate (%)', a.today.responseRate);
  push(overview, 'Active calls now', a.realTime.activeCallsNow);
  push(overview, 'Payments in the last hour', a.realTime.paymentsLastHour);
  push(overview, 'Top performing channel', a.realTime.topPerformingChannel);
  push(overview, 'Average payment (₹)', a.quickStats.averagePayment);
  push(overview, 'Average response time (minutes)', a.quickStats.avgResponseTime);
  push(overview, 'Conversion rate (%)', a.quickStats.conversionRate);
  for (const c of a.channels) {
    const section = `Channel Performance: ${CHANNEL_NAMES[c.channel]}`;
    push(section, 'Provider', c.provider);
    push(section, 'Success rate (%)', c.successRate);
    push(section, 'Total contacts', c.totalContacts);
    push(section, 'Successful payments', c.successfulPayments);
    push(section, 'Cost per contact (₹)', c.costPerContact);
    push(section, 'Cost per success (₹)', c.costPerSuccess);
    push(section, 'Average response time (minutes)', c.avgResponseTime);
    push(section, 'Best time slot', c.bestTimeSlot);
  }
  for (const d of a.trends) {
    const section = `Trends & Patterns: ${d.date}`;
    push(section, 'Contacts', d.contacts);
    push(section, 'Payments', d.paymentsReceived);
    push(section, 'Amount (₹ thousands)', d.amountThousands);
    push(section, 'Success rate (%)', d.successRate);
  }
  for (const h of a.insights.bestCallTimes)
    push('Customer Insights: by hour', `${String(h.hour).padStart(2, '0')}:00 success rate (%) of ${h.volume}`, h.successRate);
  for (const l of a.insights.languagePreferences)
    push('Customer Insights: by language', `${l.language} success rate (%) of ${l.volume}`, l.successRate);
  for (const s of a.insights.customerSegments) {
    const section = `Customer Insights: ${s.segment}`;
    push(section, 'Customers', s.customers);
    push(section, 'Average days overdue', s.avgDaysOverdue);
    push(section, 'Success rate (%)', s.successRate);
    push(section, 'Preferred channel', s.preferredChannel);
  }
  const cost = 'Cost Analysis';
  push(cost, 'Total spend (₹)', a.cost.totalSpend);
  push(cost, 'Cost per payment (₹)', a.cost.costPerPayment);
  push(cost, 'ROI', a.cost.roiLabel);
  push(cost, 'Cost per rupee collected (₹)', a.cost.costPerRupeeCollected);
  for (const e of a.cost.channelEfficiency) push(cost, `${CHANNEL_NAMES[e.channel]} cost per success (₹), ${e.rating}`, e.costPerSuccess);
  for (const b of a.collections.ageing) push('Ageing', `${b.bucket} (₹)`, b.amount);
  push('Promises', 'Promise-kept rate (%)', a.collections.promiseKeptRate);
  push('Promises', 'Promises made', a.collections.promisesMade);
  push('Promises', 'Promises kept', a.collections.promisesKept);
  push('Promises', 'Promises broken', a.collections.promisesBroken);
  const page = a.collections.customerPage;
  push("Customer's page", 'Customers who opened it', page.customersOpened);
  push("Customer's page", 'Visits', page.visits);
  push("Customer's page", 'Promises made there', page.promises);
  push("Customer's page", 'Disputes raised there', page.disputes);
  push("Customer's page", 'Payments claimed there', page.paidClaims);
  push("Customer's page", 'Opt-outs there', page.optOuts);
  return [CSV_HEADER.join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n') + '\r\n';
}
