import { screen, waitFor } from '@testing-library/react';
import { ProviderManagement } from './components/ProviderManagement';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { dashboard, performance, provider } from '../../test/fixtures';

function stubScreen(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/providers/dashboard': { body: dashboard },
    'GET /api/providers': { body: [provider()] },
    'GET /api/providers/failover-config': { body: { maxRetries: 3, strategy: 'round_robin' } },
    ...extra,
  });
}

async function openTab(tab: string) {
  const view = renderWithProviders(<ProviderManagement />);
  await view.user.click(screen.getByRole('tab', { name: tab }));
  return view;
}

async function setMaxRetries(user: ReturnType<typeof renderWithProviders>['user'], value: string) {
  const field = await screen.findByLabelText('Max retries');
  await user.clear(field);
  await user.type(field, value);
}

describe('Failover Config', () => {
  it('shows the stored settings and saves changes', async () => {
    const api = stubScreen({ 'PUT /api/providers/failover-config': (call) => ({ body: call.body }) });
    const { user } = await openTab('Failover Config');
    expect(await screen.findByLabelText('Max retries')).toHaveValue('3');
    expect(screen.getByText('Round robin')).toBeInTheDocument();

    await setMaxRetries(user, '5');
    await user.click(screen.getByRole('combobox', { name: 'Strategy' }));
    await user.click((await screen.findAllByTitle('Cost optimized')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failover settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/providers/failover-config')[0].body).toEqual({ maxRetries: 5, strategy: 'cost_optimized' });
  });

  it.each(['0', '11'])('refuses %s retries', async (value) => {
    const api = stubScreen();
    const { user } = await openTab('Failover Config');
    await setMaxRetries(user, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Max retries must be between 1 and 10')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/providers/failover-config')).toHaveLength(0);
  });

  it('toasts a refused save', async () => {
    stubScreen({ 'PUT /api/providers/failover-config': { status: 500, body: { error: 'internal', message: 'Database unavailable' } } });
    const { user } = await openTab('Failover Config');
    await screen.findByLabelText('Max retries');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save failover settings')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
  });
});

describe('Performance', () => {
  it('lists messages sent, success rate, latency and cost per provider that has sent', async () => {
    stubScreen({
      'GET /api/providers/performance': {
        body: [
          performance({ messagesSent: 1200 }),
          performance({
            providerId: 'p2',
            displayName: 'Idle Voice',
            type: 'voice',
            messagesSent: 0,
            successRate: null,
            avgLatencyMs: null,
            totalCost: 0,
          }),
        ],
      },
    });
    await openTab('Performance');
    const row = (await screen.findByRole('cell', { name: 'Twilio SMS' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1,200');
    expect(row).toHaveTextContent('97.5%');
    expect(row).toHaveTextContent('240 ms');
    expect(row).toHaveTextContent('$0.9000');
    expect(screen.queryByText('Idle Voice')).not.toBeInTheDocument();
  });

  it('says nothing has been sent before the first send', async () => {
    stubScreen({
      'GET /api/providers/performance': { body: [performance({ messagesSent: 0, successRate: null, avgLatencyMs: null, totalCost: 0 })] },
    });
    await openTab('Performance');
    expect(await screen.findByText('No messages have been sent through a provider yet')).toBeInTheDocument();
  });

  it('says so when performance cannot be loaded', async () => {
    stubScreen({ 'GET /api/providers/performance': { status: 500, body: 'down' } });
    await openTab('Performance');
    await waitFor(() => expect(screen.getByText('Failed to fetch provider performance')).toBeInTheDocument());
  });
});
