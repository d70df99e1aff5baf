import type { SendTally } from './deliver-message';

/** A batch fails only when it tried and nothing got through; partial failures are in the summary. */
export function batchStatus(tally: SendTally): 'success' | 'failed' {
  return tally.sent === 0 && tally.failed > 0 ? 'failed' : 'success';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
