import type { Locator, Page } from 'playwright-core';

/** The search field's placeholder on /customers. */
export const CUSTOMER_SEARCH = 'Search customers by name, email, or phone...';

/**
 * Types `text` into the search of /customers (already open) and waits until the search has been applied:
 * the table shows rows, and every one of them contains `shown` (by default `text`; pass the customer's name
 * when searching by phone). A click on a row before then can land on a row being replaced, and be lost.
 * Returns the row of `shown`.
 */
export async function searchCustomers(page: Page, text: string, shown = text): Promise<Locator> {
  await page.getByPlaceholder(CUSTOMER_SEARCH).fill(text);
  await rowsNarrowedTo(page, shown);
  return page.locator('tbody tr.ant-table-row', { hasText: shown });
}

/** Waits until the table shows rows and every one contains `text` (case-insensitive); returns their texts. */
export async function rowsNarrowedTo(page: Page, text: string): Promise<string[]> {
  await page.waitForFunction((wanted) => {
    const rows = Array.from(document.querySelectorAll('tbody tr.ant-table-row'));
    return rows.length > 0 && rows.every((row) => row.textContent?.toLowerCase().includes(wanted));
  }, text.toLowerCase());
  return page.locator('tbody tr.ant-table-row').allInnerTexts();
}
