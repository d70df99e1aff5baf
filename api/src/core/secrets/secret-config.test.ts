import { isSecretFieldName, maskUrlCredentials, providerSecretFields, providerVendor } from '@duesflow/shared-contracts/secret-fields';
import { createSecretBox } from './secret-box';
import { maskConfig, maskSecret, sealConfig, unsealConfig } from './secret-config';
import { redactSecrets } from './redact';
import { createLogger } from '../lib/logger';

const box = createSecretBox('a test passphrase of some length');

describe('declared secret fields', () => {
  it('are looked up by the vendor a provider is named after', () => {
    expect(providerVendor('twilio_sms')).toBe('twilio');
    expect(providerVendor('whatsapp_cloud')).toBe('whatsapp_cloud');
    expect(providerVendor('Razorpay')).toBe('razorpay');
    expect(providerVendor('my_own_gateway')).toBeNull();
    expect(providerSecretFields('twilio_voice')).toEqual(['authToken', 'apiKeySecret']);
    expect(providerSecretFields('exotel_voice')).toContain('apiToken');
    expect(providerSecretFields('msg91_sms')).toEqual(['authKey', 'webhookToken']);
    expect(providerSecretFields('razorpay')).toEqual(['keySecret', 'webhookSecret']);
  });

  it('are sealed even when their name would not say so', () => {
    // "merchantSalt" is declared for PayU; "accountSid" is nobody's secret.
    const sealed = sealConfig(box, { merchantSalt: 'salt-value-0001', accountSid: 'AC123' }, {}, providerSecretFields('payu'));
    expect(box.isEncrypted(sealed.merchantSalt)).toBe(true);
    expect(sealed.accountSid).toBe('AC123');
    const undeclared = sealConfig(box, { greeting: 'namaste-0001' }, {}, ['greeting']);
    expect(box.isEncrypted(undeclared.greeting)).toBe(true);
  });

  it('name words that are credentials in any config', () => {
    for (const name of [
      'pin',
      'userPin',
      'pwd',
      'ssh_passphrase',
      'otpSeed',
      'apiKey',
      'AUTHTOKEN',
      'client-secret',
      'x_api_key',
      'password',
    ]) {
      expect([name, isSecretFieldName(name)]).toEqual([name, true]);
    }
    for (const name of ['senderId', 'route', 'shipping', 'mapping', 'region', 'feePercentage', 'apiVersion', 'spinner', 'topic']) {
      expect([name, isSecretFieldName(name)]).toEqual([name, false]);
    }
  });
});

describe('stored secrets', () => {
  it('seals secret fields at any depth, in arrays, and any value under them; the rest stays readable', () => {
    const config = {
      apiKey: 'sk_live_1234567890abcd',
      region: 'in',
      nested: { authToken: 'tok-98765' },
      port: 5,
      pin: 482913,
      backupPins: ['731904', '552817'],
      accounts: [{ name: 'main', pwd: 'acc-pwd-7781' }],
      passphrase: { words: ['mango', 'tiger', 'lotus'] },
    };
    const sealed = sealConfig(box, config);
    const text = JSON.stringify(sealed);
    for (const secret of ['sk_live_1234567890abcd', 'tok-98765', '482913', '731904', '552817', 'acc-pwd-7781', 'mango', 'tiger', 'lotus']) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
    expect(sealed.region).toBe('in');
    expect(sealed.port).toBe(5);
    expect((sealed.accounts as Array<Record<string, unknown>>)[0]!.name).toBe('main');
    // Numbers come back as numbers.
    expect(unsealConfig(box, sealed)).toEqual(config);
  });

  it('seals any string carrying URL credentials or a token parameter, and shows it with those masked', () => {
    const config = {
      webhookUrl: 'https://hook-user:hook-pa55-9911@hooks.example.in/in?token=tk-55aa77&page=2',
      mirrors: ['https://cdn.example.in/a?sig=abcdef0123', 'https://plain.example.in/b'],
      callbackUrl: 'https://plain.example.in/callback?page=1',
    };
    const sealed = sealConfig(box, config);
    expect(JSON.stringify(sealed)).not.toMatch(/hook-pa55-9911|tk-55aa77|abcdef0123/);
    expect(sealed.callbackUrl).toBe(config.callbackUrl);
    expect((sealed.mirrors as string[])[1]).toBe('https://plain.example.in/b');
    expect(maskConfig(box, sealed)).toEqual({
      webhookUrl: 'https://••••@hooks.example.in/in?token=••••&page=2',
      mirrors: ['https://cdn.example.in/a?sig=••••', 'https://plain.example.in/b'],
      callbackUrl: 'https://plain.example.in/callback?page=1',
    });
    expect(unsealConfig(box, sealed)).toEqual(config);
  });

  it('masks secrets in what it shows: last 4 of a long one, nothing of a short one', () => {
    const sealed = sealConfig(box, { apiKey: 'sk_live_1234567890abcd', password: 'hunter2', pin: 1234 });
    expect(maskConfig(box, sealed)).toEqual({ apiKey: '••••abcd', password: '••••••••', pin: '••••••••' });
    expect(maskSecret('short')).toBe('••••••••');
  });

  it('keeps the stored secret when the mask or a blank comes back (fields, array items, URLs), replaces it when a new value comes, drops it when left out', () => {
    const stored = sealConfig(box, {
      apiKey: 'sk_live_1234567890abcd',
      pins: ['111111', '222222'],
      url: 'https://u:secret-pass@db.example.in/x',
    });
    const kept = sealConfig(box, maskConfig(box, stored), stored);
    expect(kept).toEqual(stored);
    const replaced = sealConfig(
      box,
      { ...maskConfig(box, stored), apiKey: 'sk_live_new_value_0000', pins: ['••••••••', '333333'] },
      stored,
    );
    expect(unsealConfig(box, replaced)).toEqual({
      apiKey: 'sk_live_new_value_0000',
      pins: ['111111', '333333'],
      url: 'https://u:secret-pass@db.example.in/x',
    });
    const blank = sealConfig(box, { apiKey: '', pins: ['', '444444'] }, stored);
    expect(unsealConfig(box, blank)).toEqual({ apiKey: 'sk_live_1234567890abcd', pins: ['111111', '444444'] });
  });

  it('cannot be read with another key', () => {
    const sealed = sealConfig(box, { secret: 'very secret value' });
    const other = createSecretBox('another passphrase entirely');
    expect(() => unsealConfig(other, sealed)).toThrow();
    expect(maskConfig(other, sealed)).toEqual({ secret: '••••••••' });
  });
});

describe('redaction of log lines and failure texts', () => {
  it('masks URL credentials, token parameters and bearer values', () => {
    expect(maskUrlCredentials('GET https://a:b@x.example/p?api_key=zz&n=1 failed')).toBe(
      'GET https://••••@x.example/p?api_key=••••&n=1 failed',
    );
    expect(redactSecrets('Authorization: Bearer abc.def.ghi')).toBe('Authorization: Bearer ••••');
  });

  it('replaces every secret this process sealed or opened, a short one only as a whole word', () => {
    sealConfig(box, { apiKey: 'remembered-secret-4455', pin: '9137' });
    expect(redactSecrets('provider said: bad key remembered-secret-4455 (remembered-secret-4455)')).toBe(
      'provider said: bad key •••• (••••)',
    );
    expect(redactSecrets('pin 9137 wrong; order 891370')).toBe('pin •••• wrong; order 891370');
    expect(redactSecrets(`encoded ${encodeURIComponent('p@ss word/99x')}`)).toContain('p%40ss');
    sealConfig(box, { password: 'p@ss word/99x' });
    expect(redactSecrets(`encoded ${encodeURIComponent('p@ss word/99x')}`)).toBe('encoded ••••');
  });
});

describe('log lines', () => {
  it('are one line per event, summarised and redacted, at the configured level', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (_level, line) => lines.push(line));
    logger.debug('not written');
    logger.info('GET /api/pay/AbCdEf0123456789xyz 200 3ms');
    const failed = Object.assign(new Error('Failed query: select * from providers where name = $1\nparams: twilio,sk_live_999'), {
      query: 'select * from providers where name = $1',
      params: ['twilio', 'sk_live_999'],
      cause: Object.assign(new Error('invalid input syntax for type uuid: "sk_live_999"'), { code: '22P02' }),
    });
    logger.error('GET /api/providers failed', failed);
    logger.warn('odd event', { payload: { password: 'x' }, apiKey: 'abc', count: 3 });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/ INFO GET \/api\/pay\/… 200 3ms$/);
    expect(lines[1]).toContain(
      'ERROR GET /api/providers failed: Error: Failed query: select * from providers where name = $1 (cause: Error: invalid input syntax for type uuid: "…" [22P02])',
    );
    expect(lines[1]).not.toContain('sk_live_999');
    expect(lines[1]).toMatch(/\n\s+at /);
    expect(lines[2]).toContain('odd event: {"payload":"[hidden]","apiKey":"[hidden]","count":3}');
  });
});
