import { performance } from 'node:perf_hooks';
import { PAYMENT_TRACKING_ANALYSIS_POLL_MS, PAYMENT_TRACKING_DASHBOARD_POLL_MS } from '@duesflow/shared-contracts/payment-tracking';
import {
  apiFetch,
  compareLatency,
  comparisonLines,
  healthFigures,
  healthLine,
  interleaved,
  ms,
  sampleHealth,
  type BenchContext,
  type BenchSection,
} from '../lib';

/** The probe's gap between two `/api/health` requests (the issue's probe). */
const PROBE_GAP_MS = 50;
/** One round of the probe: a whole minute, so each round crosses one minute boundary. */
const ROUND_MS = 60_000;
/** The Customers screen has no timer (it reloads on `metrics_updated` and after 5 minutes): its reads are asked this often. */
const CUSTOMERS_POLL_MS = 30_000;
/** The screens' page sizes (Payment Collection's cards, the Customers table). */
const FOLLOW_UP_PAGE_SIZE = 12;
const CUSTOMERS_PAGE_SIZE = 20;

/** What the open screens ask, each at its interval: Payment Collection's tiles and tabs, the Dashboard, the Customers page and a search. */
const POLLED: { path: string; everyMs: number }[] = [
  { path: '/api/payment-tracking/dashboard', everyMs: PAYMENT_TRACKING_DASHBOARD_POLL_MS },
  { path: `/api/payment-tracking/analysis?limit=${FOLLOW_UP_PAGE_SIZE}&offset=0`, everyMs: PAYMENT_TRACKING_ANALYSIS_POLL_MS },
  { path: '/api/dashboard/metrics', everyMs: PAYMENT_TRACKING_DASHBOARD_POLL_MS },
  { path: `/api/customers?page=1&pageSize=${CUSTOMERS_PAGE_SIZE}`, everyMs: CUSTOMERS_POLL_MS },
  { path: `/api/customers?page=1&pageSize=${CUSTOMERS_PAGE_SIZE}&q=sharma`, everyMs: CUSTOMERS_POLL_MS },
];

/** Runs every poller at its interval (each starting at once) until `stop()`: the slowest answer of each. */
function pollScreens(context: BenchContext): { stop(): Promise<Map<string, number>> } {
  const slowest = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  const ask = (path: string) => {
    const asked = performance.now();
    const request = apiFetch(`${context.apiUrl}${path}`)
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        slowest.set(path, Math.max(slowest.get(path) ?? 0, performance.now() - asked));
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  for (const { path, everyMs } of POLLED) {
    ask(path);
    timers.push(setInterval(() => ask(path), everyMs));
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
      return slowest;
    },
  };
}

/** Waits until `msBefore` ms before the next minute boundary, so the round's minute boundary falls early in it. */
async function untilBeforeBoundary(msBefore: number): Promise<void> {
  const wait = (ROUND_MS - ((Date.now() + msBefore) % ROUND_MS)) % ROUND_MS;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The stall probe (issue 26): `/api/health` every 50 ms for a minute at a time, across the minute
 * boundary at which the figures of the polled screens are recomputed, while Payment Collection (tiles
 * every 30 s, tabs every 60 s), the Dashboard and the Customers screen (its page and a search, every
 * 30 s) poll; beside the same probe on the same API with nothing polling (the reference), A B A B. Then the
 * customer search at this scale beside a plain first page of customers, interleaved.
 */
export const section: BenchSection = {
  title: 'Stall probe: /api/health every 50 ms across minute boundaries while the screens poll, beside no polling; search',
  async run(context) {
    const { apiUrl, report, target } = context;
    const at = `${context.customers.toLocaleString('en-IN')} customers`;
    const probe = async () => healthFigures(await sampleHealth(apiUrl, (_turn, elapsedMs) => elapsedMs >= ROUND_MS, PROBE_GAP_MS));
    // The first reads after the API started load the ledger and build the figures (in slices): measured
    // once, apart, and not part of the rounds.
    {
      const polling = pollScreens(context);
      let answered = false;
      const firstAnswers = polling.stop().then((slowest) => {
        answered = true;
        return slowest;
      });
      const times = await sampleHealth(apiUrl, () => answered, PROBE_GAP_MS);
      const slowest = await firstAnswers;
      report(`first reads after the start (not in the rounds): /api/health ${healthLine(healthFigures(times))}`);
      report(`  their answers: ${[...slowest].map(([path, time]) => `${path} ${ms(time)}`).join('; ')}`);
    }
    const polledTimes: number[] = [];
    const comparison = await interleaved(
      context.rounds,
      async () => {
        await untilBeforeBoundary(10_000);
        return probe();
      },
      async (round) => {
        await untilBeforeBoundary(10_000);
        const polling = pollScreens(context);
        const times = await sampleHealth(apiUrl, (_turn, elapsedMs) => elapsedMs >= ROUND_MS, PROBE_GAP_MS);
        const slowest = await polling.stop();
        polledTimes.push(...times);
        const figures = healthFigures(times);
        report(`round ${round + 1}: /api/health ${healthLine(figures)}`);
        report(`  slowest polled answers: ${[...slowest].map(([path, time]) => `${path} ${ms(time)}`).join('; ')}`);
        return figures;
      },
    );
    for (const line of comparisonLines(
      `GET /api/health every ${PROBE_GAP_MS} ms, screens polling`,
      '/api/health, same probe, nothing polling',
      comparison,
      { subject: healthLine, reference: healthLine },
      ['p50', 'p99', 'max'],
    ))
      report(line);
    const pooled = healthFigures(polledTimes);
    report(`all ${((context.rounds * ROUND_MS) / 1000).toFixed(0)} s of polling together: ${healthLine(pooled)}`);
    target(
      `/api/health p99 ≤ 50 ms across minute boundaries with the screens polling at ${at}`,
      comparison.subject.p99 <= 50,
      `${ms(comparison.subject.p99)} (median of the rounds' p99; max ${ms(comparison.subject.max)}; nothing polling: p99 ${ms(comparison.reference.p99)})`,
    );

    const plainPage = `${apiUrl}/api/customers?page=1&pageSize=50`;
    for (const q of ['98714', 'sharma']) {
      const searched = await compareLatency(
        context,
        `GET /api/customers?q=${q}`,
        `${apiUrl}/api/customers?page=1&pageSize=50&q=${q}`,
        'plain first page of customers',
        plainPage,
      );
      target(`search q=${q} p95 ≤ 20 ms at ${at}`, searched.subject.p95 <= 20, `${ms(searched.subject.p95)} (median of the rounds' p95)`);
    }
  },
};
