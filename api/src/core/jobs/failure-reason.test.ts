import { sql } from 'drizzle-orm';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from '../app-deps';
import type { DatabaseHandle } from '../db/database';
import { customers } from '../db/schema/customers';
import { paymentLinks } from '../db/schema/payment-links';
import { handleError } from '../lib/error-handling';
import { createLogger } from '../lib/logger';
import { openTestDatabase } from '../../test/test-app';
import { databaseFault, failureReason, scrubMessage } from './failure-reason';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const PAY_TOKEN = 'Zx9kQ2mN7pL4vB8rT1yW3eHs';

/** The error a real failed insert raises: an amount beyond bigint, with the pay token among its parameters. */
async function failedInsert(): Promise<unknown> {
  try {
    await database.db.insert(paymentLinks).values({
      customerName: 'Asha',
      amountPaise: 1e22,
      status: 'active',
      token: PAY_TOKEN,
      url: `http://portal.test/api/pay/${PAY_TOKEN}`,
      gateway: 'sandbox',
      expiresAt: new Date(),
    });
  } catch (error) {
    return error;
  }
  throw new Error('expected the insert to fail');
}

describe('failureReason', () => {
  it('turns a failed query into a sentence without SQL, parameters or the pay token', async () => {
    const error = await failedInsert();
    expect(String((error as Error).message)).toMatch(/insert into/i);
    expect(databaseFault(error)?.code).toMatch(/^22/);
    const reason = failureReason(error);
    // The driver sends 1e22 as the text "1e+22", which bigint cannot read.
    expect(reason).toBe('The database refused a malformed value');
    expect(reason).not.toContain(PAY_TOKEN);
  });

  it('names a number beyond its column, a NUL byte and a broken rule without quoting the value', async () => {
    const big = await database.db.execute(sql`select 2147483648::int4`).catch((error: unknown) => error);
    expect(failureReason(big)).toBe('The database refused a number too large for its column');
    const nul = await database.db
      .insert(customers)
      .values({ name: 'A\u0000B' })
      .catch((error: unknown) => error);
    expect(failureReason(nul)).toMatch(/^The database refused/);
    const check = await database.db
      .execute(sql`insert into customers (name, source) values ('x', 'somewhere')`)
      .catch((error: unknown) => error);
    expect(failureReason(check)).toBe('The database refused a value that breaks one of its rules');
  });

  it("keeps the database's own words when it failed rather than refused a value", async () => {
    const full = await database.db
      .execute(sql`do $$ begin raise exception 'could not extend file: No space left on device'; end $$`)
      .catch((error: unknown) => error);
    expect(String((full as Error).message)).toMatch(/^Failed query/);
    expect(failureReason(full)).toBe('could not extend file: No space left on device');
  });

  it("keeps another error's innermost message, scrubbed of URL credentials, query strings and tokens", () => {
    const cause = new Error(`POST https://user:s3cret@api.example.com/send?token=abc123 failed for /api/pay/${PAY_TOKEN}`);
    const reason = failureReason(new Error('send failed', { cause }));
    expect(reason).toBe('POST https://api.example.com/send failed for /api/pay/…');
    expect(failureReason(new Error('Twilio answered 401 Unauthorized'))).toBe('Twilio answered 401 Unauthorized');
    expect(scrubMessage('key sk_live_4eC39HqLyjWDarjtT1zdp7dc rejected')).toBe('key … rejected');
    expect(scrubMessage('Failed query: insert into x values ($1)\nparams: secret')).toBe('The database could not complete the change');
    expect(failureReason('x'.repeat(1000)).length).toBeLessThanOrEqual(501);
  });
});

describe('handleError', () => {
  it('answers a database refusal as a 400 without SQL, and logs no parameters', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (_level, line) => lines.push(line));
    const app = new OpenAPIHono<AppBindings>();
    app.use(async (c, next) => {
      c.set('deps', { logger } as AppBindings['Variables']['deps']);
      await next();
    });
    app.post('/boom', async () => {
      throw await failedInsert();
    });
    app.onError(handleError);
    const response = await app.request('/boom', { method: 'POST' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'invalid_value', message: 'The database refused a malformed value.' });
    expect(lines.join('\n')).not.toContain(PAY_TOKEN);
    expect(lines.join('\n')).not.toMatch(/insert into/i);
  });
});
