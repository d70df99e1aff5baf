import { waitFor } from '@testing-library/react';
import { createHostStore } from '@duesflow/remote-kit/testing/hostStore';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { register } from './Customers';
import { customerPageArgs } from '../features/customers/components/Customers';
import { customersApi } from '../features/customers/api';
import { routes } from '../routes';
import { customer, customerPages } from '../test/fixtures';

const me = { body: { id: 'u1', email: 'admin@duesflow.test', name: 'Admin', role: 'admin' } };
const requested = (call: { path: string; query: URLSearchParams }) => `${call.path}?${call.query}`;

describe('Customers register', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("starts the first page when registered, at the URL the route declares for the server to preload, cached under the screen's first query", async () => {
    const api = stubFetch({ 'GET /api/customers': customerPages([customer()]), 'GET /api/auth/me': me });
    const { store, bridge } = createHostStore();
    register(bridge);
    await waitFor(() => expect(api.callsTo('GET /api/customers')).toHaveLength(1));
    const declared = routes.find((route) => route.path === '/customers')?.firstReads;
    expect(declared).toEqual([requested(api.callsTo('GET /api/customers')[0])]);

    // The screen's first render asks with these arguments (page 1, no search, the URL's filters): answered from the cache.
    const firstQuery = customersApi.endpoints.getCustomerPage.select(customerPageArgs(1, '', {}));
    await waitFor(() => expect(firstQuery(store.getState() as never).data?.items[0]?.name).toBe('Asha Traders'));
  });

  it("asks with the URL's filters and sort", async () => {
    window.history.replaceState(null, '', '/customers?status=overdue&sort=amount&order=desc');
    const api = stubFetch({ 'GET /api/customers': customerPages([customer()]), 'GET /api/auth/me': me });
    register(createHostStore().bridge);
    await waitFor(() => expect(api.callsTo('GET /api/customers')).toHaveLength(1));
    expect(requested(api.callsTo('GET /api/customers')[0])).toBe('/api/customers?page=1&pageSize=20&status=overdue&sort=amount&order=desc');
  });
});
