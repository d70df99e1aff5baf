import type { Locator, Page } from 'playwright-core';
import { searchCustomers } from './customer-search';
import { settled } from './motion';

/** Finds the customer on /customers (already open) and opens the row's Reminders drawer, loaded to its last section. */
export async function openRemindersDrawer(page: Page, customerName: string): Promise<Locator> {
  const row = await searchCustomers(page, customerName);
  await row.getByRole('button', { name: `Reminders for ${customerName}` }).click();
  const drawer = page.getByRole('dialog', { name: `Reminders: ${customerName}` });
  await drawer.getByRole('group', { name: "Customer's page visits" }).waitFor();
  return settled(drawer);
}
