import { screen } from '@testing-library/react';
import { Dashboard } from './components/Dashboard';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { metrics, workflowStarted } from '../../test/fixtures';

const ACTIONS = [
  {
    button: 'Start Payment Calls',
    endpoint: 'POST /api/workflows/payment-follow-up',
    success: ['Workflow started', 'Payment follow-up calls have been started.'],
    failure: ['Workflow failed', 'Failed to start payment follow-up workflow.'],
  },
  {
    button: 'Send Bulk SMS',
    endpoint: 'POST /api/workflows/bulk-sms',
    success: ['Campaign started', 'Bulk SMS campaign to overdue customers has been started.'],
    failure: ['Campaign failed', 'Failed to start bulk SMS campaign.'],
  },
  {
    button: 'Generate Payment Links',
    endpoint: 'POST /api/workflows/generate-payment-link',
    success: ['Links generated', 'Payment links are being generated for overdue customers.'],
    failure: ['Generation failed', 'Failed to generate payment links.'],
  },
];

function renderDashboard(reply: Parameters<typeof stubFetch>[0][string]) {
  const api = stubFetch({
    'GET /api/dashboard/metrics': { body: metrics },
    'GET /api/workflows/executions': { body: [] },
    ...Object.fromEntries(ACTIONS.map((action) => [action.endpoint, reply])),
  });
  return { api, ...renderWithProviders(<Dashboard />) };
}

describe.each(ACTIONS)('Quick action $button', ({ button, endpoint, success, failure }) => {
  it('starts the workflow with no body and an idempotency key, then toasts success', async () => {
    const { api, user } = renderDashboard({ status: 202, body: workflowStarted });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(success[0])).toBeInTheDocument();
    expect(screen.getByText(success[1])).toBeInTheDocument();
    const [call] = api.callsTo(endpoint);
    expect(call.body).toBeUndefined();
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('toasts the destructive failure text when the call fails', async () => {
    const { user } = renderDashboard({ status: 500, body: { error: 'internal', message: 'boom' } });
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(failure[0])).toBeInTheDocument();
    expect(screen.getByText(failure[1])).toBeInTheDocument();
    expect(screen.getByText(failure[0]).closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });

  it('is disabled while its request is pending', async () => {
    const pending = deferred();
    const { user } = renderDashboard(() => pending.reply);
    await screen.findByText('₹12,34,567.00');
    await user.click(screen.getByRole('button', { name: button }));

    // A pending antd button also shows a "loading" icon, hence the name's suffix match.
    expect(screen.getByRole('button', { name: new RegExp(`${button}$`) })).toBeDisabled();
    pending.release({ status: 202, body: workflowStarted });
    expect(await screen.findByText(success[0])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
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

    await screen.findByText('Workflow started');
    await screen.findByText('₹12,34,567.00');
    expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(2);
    expect(api.callsTo('GET /api/dashboard/metrics')).toHaveLength(2);
  });
});
