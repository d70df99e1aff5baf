import { ZApiError } from './common';
import { readApiError } from './http';

/** Bodies a failed answer may carry: the API's own, and what a proxy or a crash puts there instead. */
const BODIES: unknown[] = [
  { error: 'validation_failed', message: 'name: Required', issues: [{ path: 'name', message: 'Required' }] },
  { error: 'not_found', message: 'No such customer' },
  { error: 'conflict', message: 'Already paid', extra: 'ignored' },
  { error: 'x', message: 'y', issues: [] },
  { message: 'no code' },
  { error: 'no message' },
  { error: 1, message: 'numeric code' },
  null,
  [],
  'Bad Gateway',
  42,
];

describe('readApiError (the light reading of a failed answer on the first page)', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body), body]))('reads %s exactly as ZApiError does', (_name, body) => {
    const parsed = ZApiError.safeParse(body);
    expect(readApiError(JSON.stringify(body))).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('answers undefined for a body that is not JSON at all, or empty', () => {
    expect(readApiError('<html>Bad Gateway</html>')).toBeUndefined();
    expect(readApiError('')).toBeUndefined();
  });

  it('keeps only readable field issues', () => {
    const body = JSON.stringify({
      error: 'validation_failed',
      message: 'Invalid',
      issues: [{ path: 'amount', message: 'Too big' }, { path: 3 }, null],
    });
    expect(readApiError(body)?.issues).toEqual([{ path: 'amount', message: 'Too big' }]);
  });
});
