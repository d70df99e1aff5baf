import { changedFields, parseConfig, splitList, toFormValues, toProviderFields } from './providerForm';
import { provider } from '../../test/fixtures';

describe('splitList', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitList(' IN, US ,, GB , ')).toEqual(['IN', 'US', 'GB']);
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('parseConfig', () => {
  it('reads a JSON object, and empty text as {}', () => {
    expect(parseConfig('{"region": "ap-south-1"}')).toEqual({ region: 'ap-south-1' });
    expect(parseConfig('   ')).toEqual({});
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(parseConfig('{region: ap-south-1}')).toBeUndefined();
    expect(parseConfig('[1, 2]')).toBeUndefined();
    expect(parseConfig('null')).toBeUndefined();
    expect(parseConfig('"text"')).toBeUndefined();
  });
});

describe('edit round trip', () => {
  it('an untouched provider has no changes, so its masked config is never sent back', () => {
    const stored = provider({ config: { apiKey: '••••1234' } });
    const values = toFormValues(stored);
    const before = toProviderFields(values, parseConfig(values.config)!);
    expect(changedFields(before, before)).toEqual({});
  });

  it('reports exactly the fields that changed', () => {
    const values = toFormValues(provider());
    const before = toProviderFields(values, {});
    const after = toProviderFields({ ...values, displayName: 'Twilio India', supportedCountries: 'IN' }, {});
    expect(changedFields(before, after)).toEqual({ displayName: 'Twilio India', supportedCountries: ['IN'] });
  });
});
