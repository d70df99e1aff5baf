import { ZCreateProvider, ZFailoverConfig } from './providers';

const valid = { name: 'msg91', displayName: 'MSG91', type: 'sms', priority: 1 };

describe('provider fields', () => {
  it('fills the spec defaults', () => {
    const parsed = ZCreateProvider.parse(valid);
    expect(parsed).toMatchObject({ currency: 'USD', status: 'active', isDefault: false, supportedCountries: [] });
  });

  it.each([
    [{ ...valid, name: '' }, 'name'],
    [{ ...valid, displayName: '  ' }, 'displayName'],
    [{ ...valid, priority: 0 }, 'priority'],
    [{ ...valid, healthCheckUrl: 'not a url' }, 'healthCheckUrl'],
    [{ ...valid, type: 'fax' }, 'type'],
  ])('names the field that is wrong: %j', (body, field) => {
    const result = ZCreateProvider.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('failover config', () => {
  it('defaults to 3 retries and keeps them within 1 to 10', () => {
    expect(ZFailoverConfig.parse({}).maxRetries).toBe(3);
    expect(ZFailoverConfig.safeParse({ maxRetries: 0 }).success).toBe(false);
    expect(ZFailoverConfig.safeParse({ maxRetries: 11 }).success).toBe(false);
  });
});
