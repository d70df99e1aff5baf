import type { Store } from '@reduxjs/toolkit';

/**
 * Fails while any request of the collections API is under way. RTK Query holds back a reload asked for
 * while a request is under way and starts it when that one ends, so a count of requests read while one is
 * under way may still grow: read counts inside `waitFor(() => { expectNoRequestPending(store); … })`.
 */
export function expectNoRequestPending(store: Store): void {
  const queries = Object.values(
    (store.getState() as { collectionsApi: { queries: Record<string, { status: string } | undefined> } }).collectionsApi.queries,
  );
  expect(queries.filter((query) => query?.status === 'pending')).toHaveLength(0);
}
