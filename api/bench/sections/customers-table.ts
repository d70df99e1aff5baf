import { performance } from 'node:perf_hooks';
import { AGEING_BUCKETS, type TAgeingBucket } from '@duesflow/shared-contracts/customer-table';
import type { TCollector } from '@duesflow/shared-contracts/portfolios';
import { apiFetch, comparisonLines, compareLatency, interleaved, ms, type BenchContext, type BenchSection } from '../lib';

/** The Customers table's sorts and filters (docs/customers-table.md), each a page of 50 as the screen asks. */
const READS: [string, string][] = [
  ['sort=amount', 'sort=amount'],
  ['sort=daysOverdue', 'sort=daysOverdue'],
  ['sort=name&order=desc', 'sort=name&order=desc'],
  ['sort=lastContact', 'sort=lastContact'],
  ['status=overdue&ageing=31-60&sort=amount', 'status=overdue&ageing=31-60&sort=amount'],
  ['hold=promised&sort=lastContact', 'hold=promised&sort=lastContact'],
  ['collector=none&ageing=90+&sort=daysOverdue', 'collector=none&ageing=90%2B&sort=daysOverdue'],
];

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The ageing bucket holding the most customers, and how many it holds. */
async function largestBucket(apiUrl: string): Promise<{ bucket: TAgeingBucket; total: number }> {
  let largest = { bucket: AGEING_BUCKETS[0] as TAgeingBucket, total: -1 };
  for (const bucket of AGEING_BUCKETS) {
    const { total } = await json<{ total: number }>(
      await apiFetch(`${apiUrl}/api/customers?ageing=${encodeURIComponent(bucket)}&pageSize=1`),
    );
    if (total > largest.total) largest = { bucket, total };
  }
  return largest;
}

/** Two staff who can own customers, a second collector made when there is only one. */
async function twoCollectors(apiUrl: string): Promise<[string, string]> {
  let collectors = await json<TCollector[]>(await apiFetch(`${apiUrl}/api/customers/collectors`));
  if (collectors.length < 2) {
    await json(
      await apiFetch(`${apiUrl}/api/staff`, {
        method: 'POST',
        body: JSON.stringify({
          email: 'bench-collector@duesflow.test',
          name: 'Bench Collector',
          role: 'collector',
          password: 'bench-password-1234',
        }),
      }),
    );
    collectors = await json<TCollector[]>(await apiFetch(`${apiUrl}/api/customers/collectors`));
  }
  return [collectors[0]!.id, collectors[1]!.id];
}

/** Sorted and filtered pages beside the bare route answering a page, then one bucket assigned in one action beside the same write in SQL. */
export const section: BenchSection = {
  title: 'Customers table (sort, filter, bulk assign)',
  async run(context: BenchContext) {
    const { apiUrl, referenceUrl, target } = context;
    const at = `${context.customers.toLocaleString('en-IN')} customers`;
    for (const [label, query] of READS) {
      const comparison = await compareLatency(
        context,
        `GET /api/customers?${label}`,
        `${apiUrl}/api/customers?${query}&pageSize=50`,
        'bare Hono route, same customers page',
        `${referenceUrl}/bare/customers-page`,
        20,
      );
      if (context.scaled) {
        target(
          `${label} p95 ≤ 300 ms at ${at}`,
          comparison.subject.p95 <= 300,
          `${ms(comparison.subject.p95)} (median of ${comparison.rounds} rounds' p95)`,
        );
      }
    }

    // One action assigns a whole ageing bucket; each round gives it to the other collector, so every row changes.
    const { bucket, total } = await largestBucket(apiUrl);
    const [first, second] = await twoCollectors(apiUrl);
    const bucketIds = new Set<string>();
    for (let page = 1; bucketIds.size < total; page += 1) {
      const { items } = await json<{ items: { id: string }[] }>(
        await apiFetch(`${apiUrl}/api/customers?ageing=${encodeURIComponent(bucket)}&pageSize=200&page=${page}`),
      );
      if (items.length === 0) break;
      for (const item of items) bucketIds.add(item.id);
    }
    const chosen = [...bucketIds];
    let owner = first;
    const next = () => (owner = owner === first ? second : first);
    const comparison = await interleaved(
      context.rounds,
      async () => {
        const started = performance.now();
        const rows = await context.query(
          `insert into customer_owners (customer_id, collector_id, assigned_at)
           select c.id, $1::uuid, now() from customers c where c.id = any($2::uuid[])
           on conflict (customer_id) do update set collector_id = excluded.collector_id, assigned_at = excluded.assigned_at
             where customer_owners.collector_id <> excluded.collector_id
           returning customer_id`,
          [next(), chosen],
        );
        return { ms: performance.now() - started, changed: rows.length };
      },
      async () => {
        const started = performance.now();
        const result = await json<{ changed: number }>(
          await apiFetch(`${apiUrl}/api/customers/bulk`, {
            method: 'POST',
            body: JSON.stringify({ selection: { filter: { ageing: bucket } }, action: 'assign', collectorId: next() }),
          }),
        );
        return { ms: performance.now() - started, changed: result.changed };
      },
    );
    const figures = (f: { ms: number; changed: number }) => `${ms(f.ms).padStart(10)}  ${f.changed.toLocaleString('en-IN')} changed`;
    for (const line of comparisonLines(
      `POST /api/customers/bulk assign ageing=${bucket} (${total.toLocaleString('en-IN')})`,
      'the same upsert in one SQL statement',
      comparison,
      { subject: figures, reference: figures },
      ['ms'],
    ))
      context.report(line);
    if (context.scaled) {
      target(
        `bulk assign of the ${bucket} bucket (${total.toLocaleString('en-IN')} customers) ≤ 5 s at ${at}`,
        comparison.subject.ms <= 5000,
        `${ms(comparison.subject.ms)} (median of ${comparison.rounds} rounds)`,
      );
    }
  },
};
