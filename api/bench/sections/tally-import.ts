import { performance } from 'node:perf_hooks';
import { sampleTallyExport } from '../../src/modules/tally/sample-export';
import {
  comparisonLines,
  healthFigures,
  healthLine,
  interleaved,
  kb,
  ms,
  sampleHealth,
  sessionHeaders,
  type BenchContext,
  type BenchSection,
  type HealthFigures,
} from '../lib';

const PARTIES = 1000;
const SALES_PER_PARTY = 5;

interface ImportResult {
  status: string;
  customersUpserted: number;
  invoicesUpserted: number;
  paymentsUpserted: number;
}

/**
 * A 10 MB Tally export (1,000 parties, 5 sales and 5 receipts each) whose names no earlier round used.
 * The prefix is as long as the default one (`sample`), so the file is the size the unit test imports,
 * just under the API's 10 MB limit.
 */
function exportFile(round: number): string {
  return sampleTallyExport({ parties: PARTIES, salesPerParty: SALES_PER_PARTY, prefix: `bench${round.toString(36)}` });
}

/** POST /api/tally/import (multipart, field `file`), as the portal's upload sends it. */
async function postImport(apiUrl: string, file: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/json' }), 'tally-export.json');
  return fetch(`${apiUrl}/api/tally/import`, { method: 'POST', headers: { ...sessionHeaders(), origin: apiUrl }, body: form });
}

interface ImportFigures extends HealthFigures {
  importMs: number;
}

/** One import of a fresh export, `/api/health` sampled back to back (5 ms apart) until it is answered. */
async function importing(context: BenchContext, file: string, label: string): Promise<ImportFigures> {
  const { apiUrl, report, target } = context;
  const started = performance.now();
  let answered = false;
  const response = postImport(apiUrl, file).finally(() => (answered = true));
  const times = await sampleHealth(apiUrl, () => answered);
  const answer = await response;
  const result = (await answer.json()) as ImportResult;
  const importMs = performance.now() - started;
  if (!answer.ok) throw new Error(`POST /api/tally/import answered ${answer.status}: ${JSON.stringify(result)}`);
  const health = healthFigures(times);
  report(
    `${label}: ${kb(Buffer.byteLength(file))} imported in ${ms(importMs)} (${result.status}: ${result.customersUpserted} customers, ${result.invoicesUpserted} invoices, ${result.paymentsUpserted} payments); /api/health during it ${healthLine(health)}`,
  );
  target(
    `${label}: the export imported whole`,
    result.status === 'success' &&
      result.customersUpserted === PARTIES &&
      result.invoicesUpserted === PARTIES * SALES_PER_PARTY &&
      result.paymentsUpserted === PARTIES * SALES_PER_PARTY,
    JSON.stringify(result),
  );
  return { ...health, importMs };
}

/**
 * The API stays responsive while a 10 MB Tally export imports: `/api/health` sampled by one client back
 * to back (5 ms apart) during `POST /api/tally/import`, interleaved with idle sampling of the same length
 * (idle, import, idle, import, …; each idle window as long as the import before it, the first after one
 * import that is not counted). Each round imports an export with new names, so every round inserts the
 * same number of rows. Target: p99 ≤ 100 ms during the import (median of the rounds' p99).
 */
export const section: BenchSection = {
  title: 'Tally: /api/health while a 10 MB export imports, interleaved with idle',
  async run(context) {
    const { apiUrl, report, target } = context;
    const warmUp = await importing(context, exportFile(0), 'warm-up import (not counted)');
    let idleMs = warmUp.importMs;
    // Each round's file is made before its idle window, so building it is timed by neither.
    let next = exportFile(1);
    const comparison = await interleaved(
      context.rounds,
      async () => healthFigures(await sampleHealth(apiUrl, (_turn, elapsedMs) => elapsedMs >= idleMs)),
      async (round) => {
        const figures = await importing(context, next, `round ${round + 1}`);
        idleMs = figures.importMs;
        next = exportFile(round + 2);
        return figures;
      },
    );
    for (const line of comparisonLines(
      'GET /api/health during a 10 MB import',
      '/api/health idle, same length',
      comparison,
      { subject: healthLine, reference: healthLine },
      ['p50', 'p99', 'max'],
    ))
      report(line);
    report(`median import: ${ms(comparison.subject.importMs)}`);
    target(
      '/api/health p99 ≤ 100 ms during a 10 MB import',
      comparison.subject.p99 <= 100,
      `${ms(comparison.subject.p99)} (median of the rounds' p99; max ${ms(comparison.subject.max)}; idle p99 ${ms(comparison.reference.p99)})`,
    );
  },
};
