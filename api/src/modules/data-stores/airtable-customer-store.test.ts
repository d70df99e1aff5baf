import { createAirtableCustomerStore } from './airtable-customer-store';
import { startAirtableStandIn, type AirtableStandIn } from '../../test/stand-in-stores';

const config = { apiKey: 'patAbCdEf.0123456789abcdef0123456789', baseId: 'appRATELIMIT0001' };
const records = Array.from({ length: 600 }, (_, i) => ({ id: `rec${String(i).padStart(14, '0')}`, fields: { Name: `Customer ${i}` } }));

let airtable: AirtableStandIn;
beforeAll(async () => {
  airtable = await startAirtableStandIn({ token: config.apiKey, baseId: config.baseId, records });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await airtable.stop();
});

/** Holds the whole process for `ms`, as a busy API process or a slow network would. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the request already sent waits, unread, like one that reached Airtable late
  }
}

describe('the Airtable store stays under 5 requests a second per base', () => {
  it('even when its first request reached Airtable late', async () => {
    const realFetch = global.fetch;
    let sent = 0;
    jest.spyOn(global, 'fetch').mockImplementation((...args: Parameters<typeof fetch>) => {
      const answer = realFetch(...args);
      sent += 1;
      if (sent === 1) busyFor(300);
      return answer;
    });
    const store = createAirtableCustomerStore(config, { apiUrl: airtable.url, retryBaseMs: 20 });
    airtable.requests.length = 0;
    // Six pages: six requests that must span more than a second at Airtable.
    expect(await store.listCustomers()).toHaveLength(600);
    expect(airtable.requests.filter((r) => r.includes('pageSize=100'))).toHaveLength(6);
    expect(airtable.rateLimitViolations).toBe(0);
  });
});
