import { newPage, useBrowser } from '../support/browser';
import { usePortal } from '../support/portal';
import { waitForToast } from '../support/toasts';
import { answerConfirmation } from '../support/confirm';

const portal = usePortal();
const browser = useBrowser();

test('a bulk SMS sent from /communications appears in Recent Campaigns', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/communications'));
  await page.getByRole('heading', { name: 'Follow-up Communications' }).first().waitFor();
  await page
    .getByRole('button', { name: /^Use Template/ })
    .nth(5)
    .waitFor();

  const message = `Dues reminder ${Date.now().toString(36)}: please pay today`;
  await page.getByLabel('Recipients').fill('+91 98765 40001, 98765 40002');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByTestId('sms-counter').getByText(`${message.length}/160 characters · GSM-7 · 1 SMS part`).waitFor();
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/workflows/bulk-sms') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  await answerConfirmation(page, 'Send this SMS to 2 recipients?', 'Send');
  expect((await sent).status()).toBe(202);
  await waitForToast(page, { title: 'Message sent' });
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

  const recent = page.getByRole('list', { name: 'Recent campaigns' });
  await recent.getByText(message).waitFor();
  await recent
    .getByRole('button', { name: new RegExp(message) })
    .getByText('2 recipients', { exact: false })
    .waitFor();
  await context.close();
});

test('an empty send is refused with the spec texts', async () => {
  const { page, context } = await newPage(browser.get(), portal);
  await page.goto(portal.url('/communications'));
  await page.getByRole('button', { name: 'Send Campaign' }).click();
  await waitForToast(page, { title: 'Invalid input', text: 'Please provide both message and recipients.' });
  await context.close();
});
