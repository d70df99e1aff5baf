import { createSecretBox } from './secret-box';
import { maskConfig, maskSecret, sealConfig, unsealConfig } from './secret-config';

const box = createSecretBox('a test passphrase of some length');

describe('stored secrets', () => {
  it('encrypts secret-looking keys at any depth and leaves the rest readable', () => {
    const sealed = sealConfig(box, { apiKey: 'sk_live_1234567890abcd', region: 'in', nested: { authToken: 'tok-98765' }, port: 5 });
    expect(sealed.region).toBe('in');
    expect(sealed.port).toBe(5);
    expect(JSON.stringify(sealed)).not.toContain('sk_live_1234567890abcd');
    expect(JSON.stringify(sealed)).not.toContain('tok-98765');
    expect(unsealConfig(box, sealed)).toEqual({ apiKey: 'sk_live_1234567890abcd', region: 'in', nested: { authToken: 'tok-98765' }, port: 5 });
  });

  it('masks secrets in what it shows: last 4 of a long one, nothing of a short one', () => {
    const sealed = sealConfig(box, { apiKey: 'sk_live_1234567890abcd', password: 'hunter2' });
    expect(maskConfig(box, sealed)).toEqual({ apiKey: '••••abcd', password: '••••••••' });
    expect(maskSecret('short')).toBe('••••••••');
  });

  it('keeps the stored secret when the mask comes back, and replaces it when a new value comes', () => {
    const stored = sealConfig(box, { apiKey: 'sk_live_1234567890abcd' });
    const kept = sealConfig(box, { apiKey: '••••abcd' }, stored);
    expect(kept.apiKey).toBe(stored.apiKey);
    const replaced = sealConfig(box, { apiKey: 'sk_live_new_value_0000' }, stored);
    expect(unsealConfig(box, replaced).apiKey).toBe('sk_live_new_value_0000');
  });

  it('cannot be read with another key', () => {
    const sealed = sealConfig(box, { secret: 'very secret value' });
    const other = createSecretBox('another passphrase entirely');
    expect(() => unsealConfig(other, sealed)).toThrow();
    expect(maskConfig(other, sealed)).toEqual({ secret: '••••••••' });
  });
});
