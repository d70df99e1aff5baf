import { z } from 'zod';
import { ZBulkSmsRequest, ZWhatsappRequest } from '@duesflow/shared-contracts/workflows';
import { emptyOr } from './empty-or';
import { validationError } from './validation-error';

function fail(schema: z.ZodType, value: unknown, target = 'json') {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation failure');
  return validationError(result.error, target);
}

describe('validationError', () => {
  it('names nested fields with dots and lists them in the message', () => {
    const error = fail(ZBulkSmsRequest, { message: 'Hi', recipients: ['+91 98765 43210', 'nope'] });
    expect(error.error).toBe('validation_error');
    expect(error.issues?.[0]?.path).toBe('recipients.1');
    expect(error.message).toMatch(/^Invalid request: recipients\.1: /);
  });

  it('names unknown fields one by one', () => {
    expect(fail(ZBulkSmsRequest, { message: 'Hi', recipients: ['+91 98765 43210'], a: 1, b: 2 }).issues).toEqual([
      { path: 'a', message: "Unknown field 'a'" },
      { path: 'b', message: "Unknown field 'b'" },
    ]);
  });

  it('reports the union branch the client meant', () => {
    expect(fail(emptyOr(ZBulkSmsRequest), { message: 5 }).issues?.map((i) => i.path)).toEqual(['message', 'recipients']);
    expect(fail(emptyOr(ZBulkSmsRequest), { nonsense: 1 }).issues).toEqual([{ path: 'nonsense', message: "Unknown field 'nonsense'" }]);
    expect(fail(ZWhatsappRequest, { message: 'Hi' }).issues?.map((i) => i.path)).toEqual(['recipients']);
  });

  it('names the whole target when the value itself is wrong', () => {
    expect(fail(ZBulkSmsRequest, 'text').issues?.[0]?.path).toBe('body');
    expect(fail(z.object({ limit: z.number() }), 3, 'query').issues?.[0]?.path).toBe('query');
  });
});

describe('bounded answers', () => {
  it('quotes a huge or NUL-bearing unknown key shortened and escaped', () => {
    const key = `k\u0000${'x'.repeat(100_000)}`;
    const error = fail(ZBulkSmsRequest, { message: 'Hi', recipients: ['+91 98765 43210'], [key]: 1 });
    expect(error.issues?.[0]?.path).toBe(`k\\u0000${'x'.repeat(57)}…`);
    expect(JSON.stringify(error).length).toBeLessThan(1000);
  });

  it('names at most 20 problems and counts the rest', () => {
    // Each of the 50 numbers is one problem, naming what was typed.
    const error = fail(ZBulkSmsRequest, { message: 'Hi', recipients: Array.from({ length: 50 }, () => 'nope') });
    expect(error.issues).toHaveLength(21);
    expect(error.issues?.[0]?.message).toMatch(/^"nope": /);
    expect(error.issues?.[20]).toEqual({ path: '…', message: '30 more problems' });
  });

  it('names the field holding a NUL byte', () => {
    expect(fail(ZBulkSmsRequest, { message: 'Hi\u0000', recipients: ['+91 98765 43210'] }).issues).toEqual([
      { path: 'message', message: 'Must not contain a NUL byte' },
    ]);
  });
});

describe('emptyOr', () => {
  it('accepts an empty object or the payload', () => {
    expect(emptyOr(ZBulkSmsRequest).parse({})).toEqual({});
    expect(emptyOr(ZBulkSmsRequest).parse({ message: ' Hi ', recipients: ['+91 98765 43210'] })).toEqual({
      message: 'Hi',
      recipients: ['+91 98765 43210'],
    });
  });
});
