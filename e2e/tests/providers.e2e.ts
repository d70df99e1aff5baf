import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { settled, shownOptions } from '../support/motion';

const portal = usePortal();
const browser = useBrowser();

/** Picks an option of the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await (await shownOptions(page)).getByTitle(option, { exact: true }).click();
}

test('a provider is created in the Add Provider dialog, survives a reload, is edited and deleted', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  const displayName = `E2E Insights ${Date.now()}`;
  await page.goto(portal.url('/provider-management'));
  await page.getByRole('button', { name: 'Add Provider' }).click();
  const dialog = await settled(page.getByRole('dialog'));
  await dialog.getByLabel('Name', { exact: true }).fill(`e2e-insights-${Date.now()}`);
  await dialog.getByLabel('Display name').fill(displayName);
  // An analytics provider: no message is ever sent through it, so other browser tests are unaffected.
  await choose(page, 'Type', 'Analytics');
  await dialog.getByLabel('Priority').fill('7');
  await dialog.getByLabel('Cost per unit').fill('0.0042');
  await dialog.getByLabel('Configuration (JSON)').fill('{"workspace": "e2e"}');
  await dialog.getByLabel('Supported countries').fill(' IN, US ,, GB, AE ');
  await dialog.getByRole('button', { name: 'Create Provider' }).click();
  await waitForToast(page, { title: 'Provider created successfully' });

  await page.reload();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('button', { name: `Edit ${displayName}` }) });
  await card.getByText('$0.0042 per unit').waitFor();
  await card.getByText('+1 more').waitFor();
  expect(await card.getByText('Priority 7').count()).toBe(1);

  const renamed = `${displayName} (renamed)`;
  await page.getByRole('button', { name: `Edit ${displayName}` }).click();
  const editing = await settled(page.getByRole('dialog'));
  await editing.getByLabel('Display name').fill(renamed);
  await editing.getByRole('button', { name: 'Save Provider' }).click();
  await waitForToast(page, { title: 'Provider updated successfully' });
  await page.getByRole('button', { name: `Edit ${renamed}` }).waitFor();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = await settled(page.getByRole('dialog').filter({ hasText: `Delete ${renamed}?` }));
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/providers/') && response.request().method() === 'DELETE'),
    confirm.getByRole('button', { name: 'Delete', exact: true }).click(),
  ]);
  await waitForToast(page, { title: 'Provider deleted successfully' });
  await page.getByRole('button', { name: `Edit ${renamed}` }).waitFor({ state: 'detached' });
  await page.reload();
  await page.getByText('Twilio SMS').first().waitFor();
  expect(await page.getByRole('button', { name: `Edit ${renamed}` }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('toggling a provider card on /providers is kept after a reload', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/providers'));
  const toggle = page.getByRole('switch', { name: 'Email provider active' });
  await toggle.waitFor();
  const before = await toggle.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';

  await toggle.click();
  await waitForToast(page, { title: 'Provider updated successfully' });
  await page.reload();
  await page.getByRole('switch', { name: 'Email provider active' }).waitFor();
  expect(await page.getByRole('switch', { name: 'Email provider active' }).getAttribute('aria-checked')).toBe(after);
  await page
    .getByText(after === 'true' ? 'Connected' : 'Disconnected')
    .first()
    .waitFor();

  // And back again.
  await page.getByRole('switch', { name: 'Email provider active' }).click();
  await page.waitForFunction(
    (expected) => document.querySelector('[aria-label="Email provider active"]')?.getAttribute('aria-checked') === expected,
    before,
  );
  expect(errors).toEqual([]);
  await context.close();
});
