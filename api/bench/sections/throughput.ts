import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  comparisonLines,
  compareThroughput,
  interleaved,
  kb,
  median,
  ms,
  ratio,
  sessionHeaders,
  type BenchContext,
  type BenchSection,
} from '../lib';

/** What Chromium sends: the API answers it brotli-compressed. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One GET over node:http (no decompression, exact bytes): time to the last byte, body and header bytes. */
function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; headerBytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...sessionHeaders(), ...headers } }, (response) => {
      let bytes = 0;
      // As sent: the status line, each `name: value\r\n` (two bytes after each part) and the blank line.
      const headerBytes =
        `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
        response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
        2;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ ms: performance.now() - started, bytes, headerBytes })
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The bytes of headers each subject answers with, plain and to a browser (one request each). */
async function reportHeaders(context: BenchContext, subjects: [string, string][]) {
  for (const [label, path] of subjects) {
    const plain = await timedGet(`${context.apiUrl}${path}`, {});
    const browser = await timedGet(`${context.apiUrl}${path}`, BROWSER_ENCODINGS);
    context.report(
      `${`headers: ${label}`.padEnd(48)} ${plain.headerBytes} B (body ${kb(plain.bytes)}); to a browser ${browser.headerBytes} B (body ${kb(browser.bytes)})`,
    );
  }
}

/**
 * Throughput of the hot reads (issue 26, item 4): 64 connections, 5 s each, every subject interleaved
 * with the bare Hono route (A B A B, medians of `--rounds`), once as a client without Accept-Encoding and
 * once with a browser's. Then the whole customer list (streamed) one request at a time beside the bare
 * route, both ways. Targets: metrics and the first customers page ≥ 60 % of the bare route's req/s, the
 * analytics summary ≥ 30 %, with and without compression.
 */
export const section: BenchSection = {
  title: 'Throughput beside the bare route (64 connections, with and without a browser Accept-Encoding)',
  async run(context) {
    const { apiUrl, referenceUrl, target } = context;
    const bare = `${referenceUrl}/bare`;
    const subjects: [string, string, number][] = [
      ['GET /api/dashboard/metrics', '/api/dashboard/metrics', 0.6],
      ['GET /api/customers?page=1&pageSize=50', '/api/customers?page=1&pageSize=50', 0.6],
      ['GET /api/analytics/summary?range=30d', '/api/analytics/summary?range=30d', 0.3],
    ];
    await reportHeaders(context, [...subjects.map(([label, path]): [string, string] => [label, path]), ['GET /api/health', '/api/health']]);
    for (const [encodingLabel, headers] of [
      ['no Accept-Encoding', {}],
      ["a browser's Accept-Encoding", BROWSER_ENCODINGS],
    ] as const) {
      for (const [label, path, share] of subjects) {
        // Warm: the first answer after the start builds the figures once (the stall probe measures that).
        await timedGet(`${apiUrl}${path}`, headers);
        const comparison = await compareThroughput(
          context,
          `${label}, ${encodingLabel}`,
          `${apiUrl}${path}`,
          'bare Hono route',
          bare,
          64,
          5,
          headers,
        );
        const got = ratio(comparison, 'requestsPerSecond');
        target(
          `${label} ≥ ${share * 100} % of the bare route's req/s, ${encodingLabel}`,
          got >= share,
          `${(got * 100).toFixed(1)} % (${comparison.subject.requestsPerSecond.toFixed(0)} of ${comparison.reference.requestsPerSecond.toFixed(0)} req/s, medians of ${comparison.rounds} rounds; ${comparison.load})`,
        );
      }
    }

    // The whole list, streamed: one client, 3 requests per round, beside 3 of the bare route.
    for (const [encodingLabel, headers] of [
      ['no Accept-Encoding', {}],
      ["a browser's Accept-Encoding", BROWSER_ENCODINGS],
    ] as const) {
      const timed = async (url: string) => {
        const runs = [];
        for (let n = 0; n < 3; n += 1) runs.push(await timedGet(url, headers));
        return { ms: median(runs.map((run) => run.ms)), bytes: runs[0]!.bytes };
      };
      const comparison = await interleaved(
        context.rounds,
        () => timed(bare),
        () => timed(`${apiUrl}/api/customers/airtable`),
      );
      for (const line of comparisonLines(
        `GET /api/customers/airtable, ${encodingLabel}`,
        'bare Hono route',
        comparison,
        {
          subject: (f) => `${ms(f.ms)} to the last byte, ${kb(f.bytes)}`,
          reference: (f) => `${ms(f.ms)}, ${kb(f.bytes)}`,
        },
        ['ms'],
      ))
        context.report(line);
    }
  },
};
