import { screen, waitFor, within } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics, sendPreview, workflowStarted } from '../../test/fixtures';

const ACTIONS = [
  {
    button: 'Start Payment Calls',
    endpoint: 'POST /api/workflows/payment-follow-up',
    success: ['Workflow started', 'Payment follow-up calls have been started.'],
    failure: ['Workflow failed', 'Failed to start payment follow-up workflow.'],
    question: 'Call 159 overdue customers?',
    ok: 'Start calls',
  },
  {
    button: 'Send Bulk SMS',
    endpoint: 'POST /api/workflows/bulk-sms',
    success: ['Campaign started', 'Bulk SMS campaign to overdue customers has been started.'],
    failure: ['Campaign failed', 'Failed to start bulk SMS campaign.'],
    question: 'Send an SMS reminder to 159 overdue customers?',
    ok: 'Send SMS',
  },
  {
    button: 'Generate Payment Links',
    endpoint: 'POST /api/workflows/generate-payment-link',
    success: ['Links generated', 'Payment links are being generated for overdue customers.'],
    failure: ['Generation failed', 'Failed to generate payment links.'],
    question: 'Generate payment links for 159 overdue customers?',
    ok: 'Generate links',
  },
];

type TReply = Parameters<typeof stubFetch>[0][string];

function renderDashboard(reply: TReply, previewReply: TReply = { body: sendPreview() }) {
  const api = stubFetch({
    'GET /api/dashboard/metrics': { body: metrics },
    'GET /api/workflows/executions': { body: [] },
    ...Object.fromEntries(ACTIONS.map((action) => [action.endpoint, reply])),
    ...Object.fromEntries(ACTIONS.map((action) => [`${action.endpoint}/preview`, previewReply])),
  });
  return { api, ...renderWithProviders(<Dashboard />) };
}

/** The confirmation the action opens, once its dry run has answered. */
async function confirmation(question: string) {
  // antd writes a confirm's title twice (the dialog's label and the visible heading).
  const [title] = await screen.findAllByText(question);
  return within(title.closest('.ant-modal') as HTMLElement);
}

describe.each(ACTIONS)('Quick action $button', ({ button, endpoint, success, failure, question, ok }) => {
  it('asks first with the dry run: how many now, waiting until when, skipped why, and the cost', async () => {
    const { api, user } = renderDashboard({ status: 202, body: workflowStarted });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));

    const dialog = await confirmation(question);
    expect(dialog.getByText('120 go now')).toBeInTheDocument();
    expect(dialog.getByText('12 wait for the sending window, 2 Jan 2030, 09:00 IST')).toBeInTheDocument();
    expect(dialog.getByText('27 skipped: 20 open dispute, 7 no phone number')).toBeInTheDocument();
    expect(dialog.getByText('Kavita Nair: open dispute')).toBeInTheDocument();
    expect(dialog.getByText(/^Cost: \$0\.9900/)).toBeInTheDocument();
    expect(api.callsTo(`${endpoint}/preview`)).toHaveLength(1);
    expect(api.callsTo(endpoint)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText(question)).toHaveLength(0));
    expect(api.callsTo(endpoint)).toHaveLength(0);
  });

  it('starts the workflow with no body and an idempotency key once confirmed, then toasts success', async () => {
    const { api, user } = renderDashboard({ status: 202, body: workflowStarted });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));
    await user.click((await confirmation(question)).getByRole('button', { name: ok }));

    expect(await screen.findByText(success[0])).toBeInTheDocument();
    expect(screen.getByText(success[1])).toBeInTheDocument();
    const [call] = api.callsTo(endpoint);
    expect(call.body).toBeUndefined();
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('toasts the destructive failure text with the API reason when the call fails', async () => {
    const { user } = renderDashboard({ status: 409, body: { error: 'no_provider', message: 'No active SMS provider' } });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));
    await user.click((await confirmation(question)).getByRole('button', { name: ok }));

    expect(await screen.findByText(failure[0])).toBeInTheDocument();
    expect(screen.getByText(`${failure[1]} No active SMS provider`)).toBeInTheDocument();
    expect(screen.getByText(failure[0]).closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });

  it('still asks, saying so, when the dry run fails', async () => {
    const { api, user } = renderDashboard(
      { status: 202, body: workflowStarted },
      { status: 503, body: { error: 'unavailable', message: 'Try again' } },
    );
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));

    const dialog = await confirmation(question.replace('159 overdue customers', 'every overdue customer'));
    expect(dialog.getByText('Who will be contacted could not be checked')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: ok }));
    expect(await screen.findByText(success[0])).toBeInTheDocument();
    expect(api.callsTo(endpoint)).toHaveLength(1);
  });

  it('is disabled while its request is pending', async () => {
    const pending = deferred();
    const { user } = renderDashboard(() => pending.reply);
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));
    await user.click((await confirmation(question)).getByRole('button', { name: ok }));

    // A pending antd button also shows a "loading" icon, hence the name's suffix match.
    expect(screen.getByRole('button', { name: new RegExp(`${button}$`) })).toBeDisabled();
    pending.release({ status: 202, body: workflowStarted });
    expect(await screen.findByText(success[0])).toBeInTheDocument();
    // The toast can render a tick before the button drops its loading icon (and its "loading" name).
    expect(await screen.findByRole('button', { name: button })).toBeEnabled();
  });
});

describe('Quick action Sync with Tally', () => {
  it('navigates to /tally', async () => {
    const { user } = renderDashboard({ body: workflowStarted });
    await user.click(screen.getByRole('button', { name: 'Sync with Tally' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/tally');
  });
});

describe('Starting a workflow', () => {
  it('reloads the executions and metrics', async () => {
    const { api, user } = renderDashboard({ status: 202, body: workflowStarted });
    await screen.findByText('₹12,34,567.00');
    expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Start Payment Calls' }));
    await user.click((await confirmation('Call 159 overdue customers?')).getByRole('button', { name: 'Start calls' }));

    await screen.findByText('Workflow started');
    // Waited for: the figure on screen is the first load's until the reload answers.
    await waitFor(() => expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(2));
    expect(screen.getByText('₹12,34,567.00')).toBeInTheDocument();
  });
});
