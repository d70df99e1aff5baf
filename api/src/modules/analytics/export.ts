import {
  ROI_MINIMUM_SPEND,
  type TAdvancedAnalytics,
  type TAnalyticsSummary,
  type TExportFormat,
} from '@duesflow/shared-contracts/analytics';
import { XLSX_MIME, XLSX_RUPEES, csvDocument, xlsxBuffer, type FormattedCell } from '../../core/lib/spreadsheet';

export const FIGURE_HEADER = ['Section', 'Figure', 'Value'] as const;

/** What a figure's value is; it decides how the workbook shows the number (the CSV writes it bare). */
type TUnit = 'rupees' | 'percent' | 'count' | 'minutes' | 'days' | 'decimal' | 'multiple' | 'rupeeFraction' | 'text';

interface TFigure {
  section: string;
  figure: string;
  value: string | number | null;
  unit: TUnit;
}

/** Indian grouping for counts in Excel: 1,20,000. */
const XLSX_COUNT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;#,##0';
const NUMBER_FORMATS: Record<TUnit, string | undefined> = {
  rupees: XLSX_RUPEES,
  percent: '0.0',
  count: XLSX_COUNT,
  minutes: '0.0',
  days: '0.0',
  decimal: '0.0',
  multiple: '#,##0.0"x"',
  rupeeFraction: '"₹"0.0000',
  text: undefined,
};

const CHANNEL_NAMES: Record<string, string> = { voice: 'Voice', sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' };

/** Collects figures in the order of the screen. */
class Figures {
  readonly rows: TFigure[] = [];
  constructor(private section = '') {}
  in(section: string): this {
    this.section = section;
    return this;
  }
  add(figure: string, value: string | number | null, unit: TUnit): this {
    this.rows.push({ section: this.section, figure, value, unit });
    return this;
  }
}

/**
 * Collection Analytics for one range as figures (docs/analytics.md, "Export"): the dates, the four KPI
 * tiles with their previous period, workflows, communication metrics, the channel split and the trend
 * buckets (with the days each covers: the last one of 90d and 1y is partial).
 */
export function summaryFigures(s: TAnalyticsSummary): TFigure[] {
  const f = new Figures('Collection Analytics');
  f.add('Range', s.range, 'text').add('From', s.from, 'text').add('To', s.to, 'text');
  f.add('Previous from', s.previousFrom, 'text').add('Previous to', s.previousTo, 'text');
  const kpis: [keyof TAnalyticsSummary['kpis'], string, TUnit][] = [
    ['amountCollected', 'Amount collected (₹)', 'rupees'],
    ['collectionRate', 'Collection rate (%)', 'percent'],
    ['dso', 'DSO, count-back (days)', 'days'],
    ['cei', 'Collection effectiveness, CEI (%)', 'percent'],
  ];
  for (const [key, name, unit] of kpis) {
    const kpi = s.kpis[key];
    f.in('KPIs').add(name, kpi.value, unit).add(`${name}, previous period`, kpi.previous, unit);
    f.add(`${name}, change vs previous (%)`, kpi.changePercent, 'percent');
  }
  for (const w of s.workflows) {
    f.in(`Workflow Performance: ${w.workflowName}`);
    f.add('Runs', w.runs, 'count').add('Succeeded', w.succeeded, 'count').add('Failed', w.failed, 'count');
    f.add('Success rate (%)', w.successRate, 'percent').add('Status', w.status, 'text');
  }
  for (const c of s.communications) {
    f.in(`Communication Metrics: ${CHANNEL_NAMES[c.channel]}`);
    f.add('Sent', c.sent, 'count').add('Delivered', c.delivered, 'count').add('Delivery rate (%)', c.deliveryRate, 'percent');
    f.add('Paid', c.paid, 'count').add('Paid rate (%)', c.paidRate, 'percent');
  }
  f.in('Channel Split');
  for (const c of s.channelSplit)
    f.add(`${CHANNEL_NAMES[c.channel]} contacts`, c.contacts, 'count').add(`${CHANNEL_NAMES[c.channel]} share (%)`, c.share, 'percent');
  for (const p of s.trend) {
    f.in(`Collection Trends: ${p.date}`);
    f.add('Days covered', p.days, 'count').add('Collected (₹)', p.collected, 'rupees').add('Invoiced (₹)', p.invoiced, 'rupees');
    f.add('Payments', p.payments, 'count');
  }
  return f.rows;
}

/**
 * The figures of Advanced Analytics for one period (docs/analytics.md), in the order of the screen's tabs.
 * Money in rupees, rates in percent, times in minutes, as the screen shows them.
 */
export function advancedFigures(a: TAdvancedAnalytics): TFigure[] {
  const f = new Figures('Live Overview');
  f.add('Period', a.period, 'text').add('From', a.from, 'text').add('To', a.to, 'text');
  f.add('Contacts made', a.today.contactsMade, 'count')
    .add('Calls made', a.today.callsMade, 'count')
    .add('SMS sent', a.today.smssSent, 'count');
  f.add('Payments received', a.today.paymentsReceived, 'count').add('Amount received (₹)', a.today.totalAmount, 'rupees');
  f.add('Success rate (%)', a.today.successRate, 'percent').add('Response rate (%)', a.today.responseRate, 'percent');
  f.add('Active calls now', a.realTime.activeCallsNow, 'count').add('Payments in the last hour', a.realTime.paymentsLastHour, 'count');
  f.add('Top performing channel', a.realTime.topPerformingChannel, 'text');
  f.add('Average payment (₹)', a.quickStats.averagePayment, 'rupees');
  f.add('Average response time (minutes)', a.quickStats.avgResponseTime, 'minutes');
  f.add('Conversion rate (%)', a.quickStats.conversionRate, 'percent');
  for (const c of a.channels) {
    f.in(`Channel Performance: ${CHANNEL_NAMES[c.channel]}`);
    f.add('Provider', c.provider, 'text').add('Success rate (%)', c.successRate, 'percent');
    f.add('Total contacts', c.totalContacts, 'count').add('Successful payments', c.successfulPayments, 'count');
    f.add('Cost per contact (₹)', c.costPerContact, 'rupees').add('Cost per success (₹)', c.costPerSuccess, 'rupees');
    f.add('Average response time (minutes)', c.avgResponseTime, 'minutes').add('Best time slot', c.bestTimeSlot, 'text');
  }
  for (const d of a.trends) {
    f.in(`Trends & Patterns: ${d.date}`);
    f.add('Contacts', d.contacts, 'count').add('Payments', d.paymentsReceived, 'count');
    f.add('Amount (₹ thousands)', d.amountThousands, 'decimal').add('Success rate (%)', d.successRate, 'percent');
  }
  f.in('Customer Insights: by hour');
  for (const h of a.insights.bestCallTimes)
    f.add(`${String(h.hour).padStart(2, '0')}:00 success rate (%) of ${h.volume}`, h.successRate, 'percent');
  f.in('Customer Insights: by language');
  for (const l of a.insights.languagePreferences) f.add(`${l.language} success rate (%) of ${l.volume}`, l.successRate, 'percent');
  for (const s of a.insights.customerSegments) {
    f.in(`Customer Insights: ${s.segment}`);
    f.add('Customers', s.customers, 'count').add('Average days overdue', s.avgDaysOverdue, 'days');
    f.add('Success rate (%)', s.successRate, 'percent').add('Preferred channel', s.preferredChannel, 'text');
  }
  f.in('Cost Analysis');
  f.add('Total spend (₹)', a.cost.totalSpend, 'rupees').add('Cost per payment (₹)', a.cost.costPerPayment, 'rupees');
  f.add(`ROI (x; shown from ₹${ROI_MINIMUM_SPEND} spend)`, a.cost.roi, 'multiple');
  f.add('Cost per rupee collected (₹)', a.cost.costPerRupeeCollected, 'rupeeFraction');
  for (const e of a.cost.channelEfficiency)
    f.add(`${CHANNEL_NAMES[e.channel]} cost per success (₹), ${e.rating}`, e.costPerSuccess, 'rupees');
  f.in('Ageing');
  for (const b of a.collections.ageing) f.add(`${b.bucket} (₹)`, b.amount, 'rupees');
  f.in('Promises');
  f.add('Promise-kept rate (%)', a.collections.promiseKeptRate, 'percent').add('Promises made', a.collections.promisesMade, 'count');
  f.add('Promises kept', a.collections.promisesKept, 'count').add('Promises broken', a.collections.promisesBroken, 'count');
  const page = a.collections.customerPage;
  f.in("Customer's page").add('Customers who opened it', page.customersOpened, 'count').add('Visits', page.visits, 'count');
  f.add('Promises made there', page.promises, 'count').add('Disputes raised there', page.disputes, 'count');
  f.add('Payments claimed there', page.paidClaims, 'count').add('Opt-outs there', page.optOuts, 'count');
  return f.rows;
}

/** The figures as an export file: CSV (UTF-8 with a BOM, values bare) or a one-sheet workbook (numbers in their formats). */
export async function figuresFile(
  figures: TFigure[],
  format: TExportFormat,
  sheetName: string,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  if (format === 'csv') {
    const text = csvDocument(
      FIGURE_HEADER,
      figures.map((row) => [row.section, row.figure, row.value]),
    );
    return { body: new TextEncoder().encode(text), contentType: 'text/csv; charset=utf-8' };
  }
  const rows: FormattedCell[][] = figures.map((row) => [
    { value: row.section },
    { value: row.figure },
    { value: row.value, numFmt: NUMBER_FORMATS[row.unit] },
  ]);
  const columns = [
    { header: FIGURE_HEADER[0], width: 36 },
    { header: FIGURE_HEADER[1], width: 48 },
    { header: FIGURE_HEADER[2], width: 18 },
  ];
  return { body: new Uint8Array(await xlsxBuffer(sheetName, columns, rows)), contentType: XLSX_MIME };
}
