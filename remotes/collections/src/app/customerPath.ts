/** Where a customer's staff page is (declared in src/routes.ts as /customers/:id). */
export const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;
