/** Rows per page, asked of the API one page at a time. */
export const CUSTOMERS_PAGE_SIZE = 20;

/**
 * `GET /api/customers?page=&pageSize=&…`, parameters in this order: the Customers screen asks with it, and its
 * route declares the first page with it (routes.ts), which the portal preloads with the page; the two must be
 * the same URL for the browser to use the preloaded answer. Free of zod and React: routes.ts is read by builds
 * and by mount().
 */
export function customerPagePath(page: number, pageSize: number, params: Record<string, string> = {}): string {
  return `/api/customers?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...params })}`;
}

/** The first page of the unfiltered list: what /customers asks for first. */
export const FIRST_CUSTOMERS_READ = customerPagePath(1, CUSTOMERS_PAGE_SIZE);
