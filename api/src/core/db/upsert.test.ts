import { PgDialect } from 'drizzle-orm/pg-core';
import { invoices } from './schema/invoices';
import { fromExcluded } from './upsert';

describe('fromExcluded', () => {
  it("names each column by its database (snake_case) name in the refused row, keyed by the schema's key", () => {
    const set = fromExcluded(invoices, ['amountPaise', 'tallyVoucherId']);
    const dialect = new PgDialect({ casing: 'snake_case' });
    expect(Object.keys(set)).toEqual(['amountPaise', 'tallyVoucherId']);
    expect(dialect.sqlToQuery(set.amountPaise).sql).toBe('excluded."amount_paise"');
    expect(dialect.sqlToQuery(set.tallyVoucherId).sql).toBe('excluded."tally_voucher_id"');
  });
});
