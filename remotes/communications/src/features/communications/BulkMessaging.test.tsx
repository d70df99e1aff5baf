import { screen, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Communications } from '../../screens/Communications';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BULK_TEMPLATES, CAMPAIGN_TEMPLATES, CONFIRMATION_TEMPLATE, campaign, page, sendPreview } from '../../test/fixtures';

type TReply = { status?: number; body?: unknown };

const started = { success: true, executionId: 'run-1', workflowName: 'Bulk SMS', status: 'running', message: 'started', replayed: false };

function renderScreen(
  reply: TReply = { status: 202, body: started },
  options: Parameters<typeof renderWithProviders>[1] = {},
  previewReply: TReply = { body: sendPreview(2, 2) },
) {
  const api = stubFetch({
    'GET /api/campaigns': { body: page([campaign({ message: 'Your dues are pending', recipientCount: 3, status: 'running' })]) },
    'GET /api/message-templates': { body: [...BULK_TEMPLATES, ...CAMPAIGN_TEMPLATES, CONFIRMATION_TEMPLATE] },
    'GET /api/reminder-sequences': { body: [] },
    'POST /api/workflows/bulk-sms': reply,
    'POST /api/workflows/whatsapp': reply,
    'POST /api/workflows/bulk-sms/preview': previewReply,
    'POST /api/workflows/whatsapp/preview': previewReply,
  });
  return { api, ...renderWithProviders(<Communications />, options) };
}

/** Confirms the send the dialog asks about. */
async function confirm(user: { click: (element: Element) => Promise<void> }, question: string) {
  const [title] = await screen.findAllByText(question);
  await user.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Send' }));
}

describe('Bulk messaging', () => {
  it('lists recent campaigns from the API with type, message, recipients and status', async () => {
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Recent campaigns' });
    expect(await within(list).findByText('Your dues are pending')).toBeInTheDocument();
    expect(within(list).getByText(/3 recipients/)).toBeInTheDocument();
    expect(within(list).getByText('running')).toBeInTheDocument();
    expect(within(list).getByText('SMS')).toBeInTheDocument();
  });

  it('shows the six bulk templates and Use Template copies the text into the message', async () => {
    const { user } = renderScreen();
    expect(await screen.findAllByRole('button', { name: /^Use Template/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Use Template Overdue Notice' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Overdue Notice: pay {amount} by {date} at {link}');
  });

  it('counts characters and SMS parts live: a Hindi text is UCS-2', async () => {
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('Message'), 'Pay now');
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('7/160 characters · GSM-7 · 1 SMS part');
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByLabelText('Message'));
    await user.paste('कृपया '.repeat(12).trim());
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('71/160 characters · UCS-2 · 2 SMS parts');
  });

  it('refuses an empty message or recipients with the spec toast and sends nothing', async () => {
    const { api, user } = renderScreen();
    await user.type(screen.getByLabelText('Recipients'), ' , ');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    expect(screen.getByText('Please provide both message and recipients.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/bulk-sms')).toHaveLength(0);
  });

  it('sends {message, recipients} split on commas, toasts Message sent and clears the fields', async () => {
    const { api, user } = renderScreen();
    await user.type(screen.getByLabelText('Recipients'), '+91 98765 43210, , 9123456789 ');
    await user.type(screen.getByLabelText('Message'), '  Please pay  ');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    await confirm(user, 'Send this SMS to 2 recipients?');
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/workflows/bulk-sms');
    expect(call.body).toEqual({ message: 'Please pay', recipients: ['+91 98765 43210', '9123456789'] });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(screen.getByLabelText('Recipients')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('sends WhatsApp to its own path and names WHATSAPP when it fails', async () => {
    const { api, user } = renderScreen({ status: 500, body: { error: 'internal', message: 'boom' } });
    await user.click(screen.getByLabelText('Message Type'));
    await user.click(await screen.findByTitle('WhatsApp'));
    await user.type(screen.getByLabelText('Recipients'), '9123456789');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    await confirm(user, 'Send this WhatsApp to 2 recipients?');
    expect(await screen.findByText('Send failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send bulk WHATSAPP campaign. boom')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/whatsapp')).toHaveLength(1);
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('asks first with the dry run: how many go, who is skipped and why, the cost; Cancel sends nothing', async () => {
    const { api, user } = renderScreen(undefined, {}, { body: sendPreview(3, 2) });
    await user.type(screen.getByLabelText('Recipients'), '9123456789, 9123456780, 9123456781');
    await user.type(screen.getByLabelText('Message'), 'Please pay');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));

    const [title] = await screen.findAllByText('Send this SMS to 3 recipients?');
    const dialog = within(title.closest('.ant-modal') as HTMLElement);
    expect(dialog.getByText('“Please pay”')).toBeInTheDocument();
    expect(dialog.getByText('2 go now')).toBeInTheDocument();
    expect(dialog.getByText('1 skipped: 1 open dispute')).toBeInTheDocument();
    expect(dialog.getByText('Cost: $0.0150 (2 SMS parts)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/bulk-sms/preview')[0].body).toEqual({
      message: 'Please pay',
      recipients: ['9123456789', '9123456780', '9123456781'],
    });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/workflows/bulk-sms')).toHaveLength(0);
    expect(screen.getByLabelText('Message')).toHaveValue('Please pay');
  });

  it('names a bad recipient as typed, with the API reason, and asks nothing', async () => {
    const invalid = {
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Invalid request: recipients.0: Not a phone number',
        issues: [{ path: 'recipients.0', message: 'Not a phone number' }],
      },
    };
    const { api, user } = renderScreen(undefined, {}, invalid);
    await user.click(screen.getByLabelText('Message Type'));
    await user.click(await screen.findByTitle('WhatsApp'));
    await user.type(screen.getByLabelText('Recipients'), 'hello, 12');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));

    expect(await screen.findByText('Send failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send bulk WHATSAPP campaign. "hello": Not a phone number')).toBeInTheDocument();
    expect(screen.queryByText(/^Send this WhatsApp/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/whatsapp')).toHaveLength(0);
  });

  it('names the unfilled placeholder the API refuses, before anything is sent', async () => {
    const refused = {
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Invalid request: message: The message still has a placeholder to fill in: {amount}',
        issues: [{ path: 'message', message: 'The message still has a placeholder to fill in: {amount}' }],
      },
    };
    const { api, user } = renderScreen(undefined, {}, refused);
    await user.type(screen.getByLabelText('Recipients'), '9123456789');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Please pay {amount}');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));

    expect(
      await screen.findByText('Failed to send bulk SMS campaign. Message: The message still has a placeholder to fill in: {amount}'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/bulk-sms')).toHaveLength(0);
  });

  it('View All opens the full history', async () => {
    const { api, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Campaigns' });
    expect(await within(dialog).findByText('Your dues are pending')).toBeInTheDocument();
    expect(api.callsTo('GET /api/campaigns').some((call) => call.query.get('pageSize') === '10')).toBe(true);
  });

  it('disables the send for a viewer', async () => {
    renderScreen(undefined, { sessionUser: TEST_VIEWER });
    expect(await screen.findByRole('button', { name: 'Send Campaign' })).toBeDisabled();
  });
});
