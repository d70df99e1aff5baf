import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';

// A portal whose registry points the collections remote at a dead address.
const portal = usePortal({ env: { REMOTE_COLLECTIONS_URL: 'http://127.0.0.1:9/collections/mf-manifest.json' } });
const browser = useBrowser();

test('a dead collections remote leaves the shell working with an error panel on its routes', async () => {
  const { page, context, errors } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/customers'));
  await page.getByRole('button', { name: /retry/i }).waitFor();
  await page.getByRole('heading', { name: 'Customer Management' }).waitFor();
  await page.getByTestId('connection-status').getByText('Connected').waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: /retry/i }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
