import { compareLatency, sequentialLatency, type BenchSection } from '../lib';

/**
 * Collection Analytics and Advanced Analytics (issue: every analytics endpoint ≤ 300 ms p95 at 100,000
 * customers and 1,000,000 messages), each interleaved with the bare reference route (A B A B, medians).
 * The first request of each figure computes it (reported apart as "cold": one measurement by nature, a
 * second would be answered from the cache); later ones are answered while the rows behind it are
 * unchanged (docs/analytics.md).
 */
export const section: BenchSection = {
  title: 'Analytics',
  async run(context) {
    const { apiUrl, referenceUrl, report, target } = context;
    const paths = [
      '/api/analytics/summary?range=30d',
      '/api/analytics/summary?range=1y',
      '/api/analytics/advanced?period=today',
      '/api/analytics/advanced?period=quarter',
      '/api/analytics/export?period=week&format=csv',
    ];
    const at = context.scaled ? ` at ${context.customers.toLocaleString('en-IN')} customers` : '';
    for (const path of paths) {
      const cold = await sequentialLatency(`${apiUrl}${path}`, 1, 0);
      report(`GET ${path}: cold (first computation, one request) ${cold.p95.toFixed(1)} ms`);
      const latency = await compareLatency(context, `GET ${path}`, `${apiUrl}${path}`, 'bare Hono route', `${referenceUrl}/bare`);
      target(
        `${path.split('?')[0]} (${path.split('?')[1]}) p95 ≤ 300 ms${at}`,
        latency.subject.p95 <= 300,
        `${latency.subject.p95.toFixed(1)} ms (median of ${latency.rounds} rounds' p95)`,
      );
    }
  },
};
