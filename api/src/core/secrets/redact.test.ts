import { vendorReason } from '../../modules/messaging/channels/vendor-http';
import { describeRefusal } from '../../modules/payments';
import { gatewayErrorText, gatewaySecretValues } from './gateway-secrets';
import { redactVendorText, rememberSecret } from './redact';

/** A vendor error body that echoes the request's headers, as the careless ones do. */
const echoed = (headers: Record<string, string>) => `invalid request; received headers ${JSON.stringify(headers)}`;

describe('redactVendorText', () => {
  it('leaves out an echoed object of request headers whole', () => {
    const text = redactVendorText(
      `${echoed({ host: 'api.cashfree.com', 'x-client-id': 'CF-APP-1', 'x-client-secret': 'cfsk_live_4f1e0a' })}; retry later`,
    );
    expect(text).toBe('invalid request; received headers [request headers left out]; retry later');
  });

  it('masks echoed credential fields, quoted or not, whatever their value', () => {
    const text = redactVendorText(
      `invalid request {"merchant":"M-1","x-api-key":"k-77","apiSecret":"s3cr3t-1"} authkey=zz-91 Cookie: sid=abc`,
    );
    expect(text).toBe('invalid request {"merchant":"M-1","x-api-key":"••••","apiSecret":"••••"} authkey=•••• Cookie: ••••');
  });

  it('masks Authorization headers, Basic and Bearer values', () => {
    expect(redactVendorText('Authorization: Basic cnpwX3Rlc3Q6c2VjcmV0 was refused')).toBe('Authorization: •••• •••• was refused');
    expect(redactVendorText('token rejected: "Authorization": "Bearer eyJhbGciOi.x.y"')).toBe('token rejected: "Authorization": "••••"');
  });

  it('masks every given secret, as typed, URL-encoded or JSON-escaped, even under a harmless name', () => {
    const secret = 'se"cr et/42+x';
    const text = redactVendorText(`note: ${secret} / ${encodeURIComponent(secret)} / ${JSON.stringify({ note: secret })}`, {
      secrets: [secret],
    });
    expect(text).toBe('note: •••• / •••• / {"note":"••••"}');
  });

  it('redacts before it cuts: a secret that straddles the cut leaves no fragment', () => {
    const authKey = '4e1f3c2a9b8d7e6f5a4b3c2d1';
    const text = `${'x'.repeat(110)} key ${authKey}`;
    const kept = redactVendorText(text, { secrets: [authKey], max: 120 });
    expect(kept).toBe(`${'x'.repeat(110)} key ••••`);
    for (let length = 4; length <= authKey.length; length += 1) expect(kept).not.toContain(authKey.slice(0, length));
  });

  it('puts the text on one line', () => {
    expect(redactVendorText('line one\n\n  line two\t!')).toBe('line one line two !');
  });
});

describe('vendorReason (MSG91, Exotel, WhatsApp)', () => {
  it('keeps no part of a known authKey that an echo puts across the 120-character cut', () => {
    const authKey = '421337AbCdEf0123456789xyZ9q';
    rememberSecret(authKey);
    const reason = vendorReason(
      `${'Request rejected by the gateway for this account, please verify your credentials and the sender id. '.slice(0, 100)} used ${authKey}`,
    );
    expect(reason.length).toBeLessThanOrEqual(121);
    for (let length = 6; length <= authKey.length; length += 1) expect(reason).not.toContain(authKey.slice(0, length));
  });
});

describe('describeRefusal (Razorpay, Cashfree)', () => {
  it('keeps only the error fields, never a body that echoes headers, and no text that is not JSON', () => {
    const headers = { authorization: 'Basic cnpwX3Rlc3RfMTpzZWNyZXQ=', 'x-client-secret': 'cf-secret-9f' };
    expect(describeRefusal('Razorpay', { status: 401, body: { error: { description: 'Authentication failed' }, headers } })).toBe(
      'Razorpay answered 401: Authentication failed',
    );
    expect(describeRefusal('Cashfree', { status: 400, body: { message: `bad request ${JSON.stringify(headers)}` } })).toBe(
      'Cashfree answered 400: bad request [request headers left out]',
    );
    expect(describeRefusal('Cashfree', { status: 502, body: `<html>${JSON.stringify(headers)}</html>` })).toBe('Cashfree answered 502');
  });
});

describe('gatewayErrorText', () => {
  const credentials = { keyId: 'rzp_live_PUBLIC1', keySecret: 'rzp-secret-0a1b2c3d', webhookSecret: 'whsec-5e6f' };

  it("masks the gateway's own secrets and the Basic credentials built from them, then cuts to 300", () => {
    const basic = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64');
    expect(gatewaySecretValues('razorpay', credentials)).toEqual(expect.arrayContaining(['rzp-secret-0a1b2c3d', 'whsec-5e6f', basic]));
    const text = gatewayErrorText(`echo ${basic} and ${credentials.keySecret} ${'y'.repeat(400)}`, 'razorpay', credentials);
    expect(text.startsWith('echo •••• and •••• ')).toBe(true);
    expect(text.length).toBe(301);
  });
});
