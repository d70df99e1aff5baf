import { compareLatency, compareThroughput, ratio, type BenchSection, type Comparison, type Latency } from '../lib';

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
      return;
    }

    // Throughput at 64 connections, 5 s each, each API route alternating with its reference.
    const metricsLoad = await compareThroughput(
      context,
      '64 connections: GET /api/dashboard/metrics',
      `${apiUrl}/api/dashboard/metrics`,
      bare.label,
      bare.url,
    );
    const pageLoad = await compareThroughput(
      context,
      '64 connections: GET /api/customers (first page)',
      `${apiUrl}/api/customers?page=1&pageSize=50`,
      barePage.label,
      barePage.url,
    );
    const share = ratio(metricsLoad, 'requestsPerSecond');
    const pageShare = ratio(pageLoad, 'requestsPerSecond');
    target(
      "metrics ≥ 50 % of the bare route's req/s (64 connections)",
      share >= 0.5,
      `${(share * 100).toFixed(1)} % (${metricsLoad.subject.requestsPerSecond.toFixed(0)} of ${metricsLoad.reference.requestsPerSecond.toFixed(0)} req/s, medians)`,
    );
    target('metrics p99 ≤ 25 ms (64 connections)', metricsLoad.subject.p99 <= 25, `${metricsLoad.subject.p99.toFixed(1)} ms (median)`);
    target(
      "customers first page ≥ 25 % of the bare same-rows route's req/s (64 connections)",
      pageShare >= 0.25,
      `${(pageShare * 100).toFixed(1)} % (${pageLoad.subject.requestsPerSecond.toFixed(0)} of ${pageLoad.reference.requestsPerSecond.toFixed(0)} req/s, medians)`,
    );
  },
};
