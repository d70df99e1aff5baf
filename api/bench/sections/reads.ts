import { compareLatency, type BenchSection, type Comparison, type Latency } from '../lib';

/**
 * Reads of the Dashboard, Customers and Payment Collection screens, each interleaved with its reference
 * (A B A B, medians): the bare Hono route, or for the customers list the bare route answering the same
 * page of rows.
 */
export const section: BenchSection = {
  title: 'Reads',
  async run(context) {
    const { apiUrl, referenceUrl, target } = context;
    const bare = { label: 'bare Hono route', url: `${referenceUrl}/bare` };
    const barePage = { label: 'bare Hono route, same customers page', url: `${referenceUrl}/bare/customers-page` };
    const reads: [string, string, typeof bare][] = [
      ['GET /api/dashboard/metrics', '/api/dashboard/metrics', bare],
      ['GET /api/payment-tracking/dashboard', '/api/payment-tracking/dashboard', bare],
      ['GET /api/payment-tracking/analysis?limit=50', '/api/payment-tracking/analysis?limit=50', bare],
      ['GET /api/customers?page=1&pageSize=50', '/api/customers?page=1&pageSize=50', barePage],
      ['GET /api/customers?q=98714 (search keystroke)', '/api/customers?q=98714&pageSize=50', barePage],
      ['GET /api/customers?q=sharma', '/api/customers?q=sharma&pageSize=50', barePage],
    ];
    if (!context.scaled) reads.push(['GET /api/customers/airtable (whole list)', '/api/customers/airtable', bare]);
    const measured = new Map<string, Comparison<Latency>>();
    for (const [label, path, reference] of reads) {
      measured.set(path, await compareLatency(context, label, `${apiUrl}${path}`, reference.label, reference.url));
    }
    if (context.scaled) {
      const at = `${context.customers.toLocaleString('en-IN')} customers`;
      const p95 = (path: string) => measured.get(path)!.subject.p95;
      const detail = (path: string) => `${p95(path).toFixed(1)} ms (median of ${measured.get(path)!.rounds} rounds' p95)`;
      target(`/api/dashboard/metrics p95 ≤ 100 ms at ${at}`, p95('/api/dashboard/metrics') <= 100, detail('/api/dashboard/metrics'));
      target(
        `/api/payment-tracking/dashboard p95 ≤ 100 ms at ${at}`,
        p95('/api/payment-tracking/dashboard') <= 100,
        detail('/api/payment-tracking/dashboard'),
      );
      target(
        `search keystroke p95 ≤ 100 ms at ${at}`,
        p95('/api/customers?q=98714&pageSize=50') <= 100,
        detail('/api/customers?q=98714&pageSize=50'),
      );
      target(
        `customers first page p95 ≤ 1,500 ms at ${at}`,
        p95('/api/customers?page=1&pageSize=50') <= 1500,
        detail('/api/customers?page=1&pageSize=50'),
      );
    }
    // Throughput beside the bare route: sections/throughput.ts.
  },
};
