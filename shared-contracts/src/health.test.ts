import { ZHealth } from './health';

describe('ZHealth', () => {
  it('accepts ok', () => {
    expect(ZHealth.parse({ status: 'ok' })).toEqual({ status: 'ok' });
  });

  it('rejects any other status', () => {
    expect(ZHealth.safeParse({ status: 'degraded' }).success).toBe(false);
  });
});
