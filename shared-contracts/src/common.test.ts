import { ZRunSkips } from './send-guards';
import {
  fromMini,
  INT4_MAX,
  MAX_AMOUNT_RUPEES,
  NUL_MESSAGE,
  ZDate,
  ZDecimal,
  ZId,
  ZInt,
  ZJsonObject,
  ZPageNumber,
  ZPositiveRupees,
  ZRequiredText,
  ZRupees,
  ZText,
  ZUuid,
  hasAtMostDecimals,
} from './common';
import { ZUpdateFailoverConfig, ZCreateProvider, ZUpdateProvider } from './providers';
import { ZGeneratePaymentLinkRequest } from './workflows';
import { ZPhone } from './phone';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('text', () => {
  it('refuses NUL bytes and text past its cap', () => {
    expect(ZText(5).safeParse('abcde').success).toBe(true);
    expect(messages(ZText(5).safeParse('ab\u0000'))).toEqual([`: ${NUL_MESSAGE}`]);
    expect(messages(ZText(5).safeParse('abcdef'))).toEqual([': At most 5 characters']);
    expect(ZText(5, { trim: true }).parse('  abc  ')).toBe('abc');
  });

  it('requires non-blank text when asked', () => {
    expect(messages(ZRequiredText(10, 'Name is required').safeParse('   '))).toEqual([': Name is required']);
    expect(ZRequiredText(10).parse(' Asha ')).toBe('Asha');
    expect(ZRequiredText(10).safeParse('x'.repeat(100_000)).success).toBe(false);
  });

  it('bounds ids and keeps uuids strict', () => {
    expect(ZId.safeParse('rec123').success).toBe(true);
    expect(ZId.safeParse('').success).toBe(false);
    expect(ZId.safeParse('a\u0000b').success).toBe(false);
    expect(ZId.safeParse('x'.repeat(201)).success).toBe(false);
    expect(ZUuid.safeParse('6f1c2a4e-1b7d-4a53-9c1e-2f8e8b1a0c3d').success).toBe(true);
    expect(ZUuid.safeParse('not-a-uuid').success).toBe(false);
  });
});

describe('numbers', () => {
  it('keeps integers within their column', () => {
    expect(ZInt(1).safeParse(INT4_MAX).success).toBe(true);
    expect(ZInt(1).safeParse(2 ** 31).success).toBe(false);
    expect(ZInt(1).safeParse(1.5).success).toBe(false);
    expect(ZInt(1).safeParse(0).success).toBe(false);
  });

  it('coerces query page numbers within bounds', () => {
    expect(ZPageNumber.parse('3')).toBe(3);
    expect(ZPageNumber.safeParse('1e20').success).toBe(false);
    expect(ZPageNumber.safeParse('0').success).toBe(false);
    expect(ZPageNumber.safeParse('abc').success).toBe(false);
  });

  it('counts decimals exactly, even for the largest amounts', () => {
    expect(hasAtMostDecimals(99_999_999.99, 2)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(12.345, 2)).toBe(false);
    expect(hasAtMostDecimals(0.0075, 4)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });

  it('bounds decimals', () => {
    expect(ZDecimal(1000, 2).safeParse(999.99).success).toBe(true);
    expect(ZDecimal(1000, 2).safeParse(1e12).success).toBe(false);
    expect(ZDecimal(1000, 2).safeParse(-1).success).toBe(false);
    expect(ZDecimal(1000, 2).safeParse(1.234).success).toBe(false);
  });
});

describe('money', () => {
  it('accepts a positive amount up to ₹10 crore with two decimals', () => {
    expect(ZPositiveRupees.parse(MAX_AMOUNT_RUPEES)).toBe(MAX_AMOUNT_RUPEES);
    expect(ZPositiveRupees.parse(1234.5)).toBe(1234.5);
    expect(ZPositiveRupees.parse(99_999_999.99)).toBe(99_999_999.99);
  });

  it('refuses zero, negatives, more decimals and anything above ₹10 crore with one reason', () => {
    expect(messages(ZPositiveRupees.safeParse(0))).toEqual([': Amount must be greater than 0']);
    expect(messages(ZPositiveRupees.safeParse(-1))).toEqual([': Amount must be greater than 0']);
    expect(messages(ZPositiveRupees.safeParse(10.005))).toEqual([': Amount can have at most two decimals']);
    expect(messages(ZPositiveRupees.safeParse(1e20))).toEqual([': Amount can be at most ₹10,00,00,000']);
    expect(messages(ZPositiveRupees.safeParse(1e13))).toEqual([': Amount can be at most ₹10,00,00,000']);
    expect(ZPositiveRupees.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('answers amounts computed from paise', () => {
    expect(ZRupees.safeParse(12345 / 100).success).toBe(true);
    expect(ZRupees.safeParse(0.001).success).toBe(false);
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(ZDate.safeParse('2025-02-28').success).toBe(true);
    expect(ZDate.safeParse('2024-02-29').success).toBe(true);
    expect(ZDate.safeParse('2025-02-30').success).toBe(false);
    expect(ZDate.safeParse('2025-99-99').success).toBe(false);
    expect(ZDate.safeParse('0000-01-01').success).toBe(false);
  });
});

describe('free-form JSON objects', () => {
  const config = ZJsonObject();

  it('accepts ordinary settings', () => {
    expect(config.parse({ accountSid: 'AC1', retries: 3, regions: ['in', 'sg'], nested: { ok: true, none: null } })).toBeTruthy();
  });

  it('names NUL bytes, huge strings and numbers, deep nesting and long arrays where they are', () => {
    expect(messages(config.safeParse({ pins: [{ pin: 'a\u0000' }] }))).toEqual([`pins.0.pin: ${NUL_MESSAGE}`]);
    expect(messages(config.safeParse({ note: 'x'.repeat(4001) }))).toEqual(['note: At most 4,000 characters']);
    expect(messages(config.safeParse({ n: 1e20 }))).toEqual(['n: Number out of range']);
    expect(messages(config.safeParse({ a: { b: { c: { d: { e: { f: 1 } } } } } }))).toEqual(['a.b.c.d.e: Nested more than 5 levels deep']);
    expect(messages(config.safeParse({ list: Array.from({ length: 101 }, () => 1) }))).toEqual(['list: At most 100 items']);
    expect(config.safeParse({ ['k\u0000']: 1 }).success).toBe(false);
    expect(config.safeParse(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))).success).toBe(false);
  });
});

describe('contracts built from the blocks', () => {
  it('names each field of a provider that breaks a bound', () => {
    const result = ZCreateProvider.safeParse({
      name: 'twilio\u0000',
      displayName: 'x'.repeat(100_000),
      type: 'sms',
      priority: 2 ** 31,
      costPerUnit: 1e20,
      setupFee: 1e12,
      config: { pin: ['ok', 'b\u0000'] },
    });
    expect(messages(result).map((line) => line.split(':')[0])).toEqual([
      'name',
      'displayName',
      'priority',
      'costPerUnit',
      'setupFee',
      'config.pin.1',
    ]);
  });

  it('refuses an empty update instead of filling defaults into it', () => {
    expect(messages(ZUpdateProvider.safeParse({}))).toEqual([': Give at least one field to change']);
    expect(ZUpdateProvider.parse({ priority: 2 })).toEqual({ priority: 2 });
    expect(ZUpdateFailoverConfig.safeParse({}).success).toBe(false);
    expect(ZUpdateFailoverConfig.parse({ maxRetries: 4, strategy: 'manual' })).toEqual({ maxRetries: 4, strategy: 'manual' });
  });

  it('bounds a payment link request', () => {
    expect(ZGeneratePaymentLinkRequest.safeParse({ amount: 1e13, customerName: 'Asha' }).success).toBe(false);
    expect(ZGeneratePaymentLinkRequest.safeParse({ amount: 500, customerName: 'A\u0000' }).success).toBe(false);
    expect(ZGeneratePaymentLinkRequest.parse({ amount: 500, customerName: ' Asha ' })).toEqual({ amount: 500, customerName: 'Asha' });
  });

  it('bounds phone numbers before matching their shape', () => {
    expect(ZPhone.safeParse('+91 98765 43210').success).toBe(true);
    expect(ZPhone.safeParse('9'.repeat(100_000)).success).toBe(false);
    expect(ZPhone.safeParse('+91 98765\u000043210').success).toBe(false);
  });
});

describe('fromMini (a zod/mini schema inside a classic one)', () => {
  const skips = { total: 1, byReason: { no_phone: 1 }, recipients: [], cooldownHours: 24, cooldownChannels: [] };

  it('validates with the mini schema', () => {
    const field = fromMini(ZRunSkips);
    expect(field.safeParse(skips).success).toBe(true);
    expect(field.safeParse({ ...skips, total: -1 }).success).toBe(false);
    expect(field.safeParse({ ...skips, byReason: { unknown_reason: 1 } }).success).toBe(false);
    expect(field.safeParse('skips').success).toBe(false);
  });

  it("documents itself with the mini schema's JSON Schema", () => {
    const meta = fromMini(ZRunSkips).meta() as { type?: string; required?: string[]; properties?: Record<string, unknown> };
    expect(meta.type).toBe('object');
    expect(meta.required).toEqual(expect.arrayContaining(['total', 'byReason', 'recipients', 'cooldownHours', 'cooldownChannels']));
    expect(Object.keys(meta.properties ?? {})).toEqual(expect.arrayContaining(['recipients']));
  });
});
