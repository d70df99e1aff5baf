import { screen, waitFor, within } from '@testing-library/react';
import { ProviderManagement } from './components/ProviderManagement';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { dashboard, provider } from '../../test/fixtures';

const twilio = provider();
const exotel = provider({
  id: 'p2',
  name: 'exotel-voice',
  displayName: 'Exotel Voice',
  type: 'voice',
  status: 'maintenance',
  priority: 2,
  isDefault: false,
  costPerUnit: 0.012,
  currency: 'INR',
  supportedCountries: ['IN'],
});

function stubScreen(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/providers/dashboard': { body: dashboard },
    'GET /api/providers': { body: [twilio, exotel] },
    ...extra,
  });
}

function providerCard(displayName: string) {
  return screen.getByRole('button', { name: `Edit ${displayName}` }).closest('.ant-card') as HTMLElement;
}

async function choose(user: ReturnType<typeof renderWithProviders>['user'], select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('Provider management summary tiles', () => {
  it('shows the dashboard figures, costs formatted and the average to 4 decimals', async () => {
    stubScreen();
    renderWithProviders(<ProviderManagement />);
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Provider Management' })).toBeInTheDocument();
    expect(screen.getByText('$0.0123')).toBeInTheDocument();
    expect(screen.getByText('Total Providers').closest('.ant-statistic')).toHaveTextContent('7');
    expect(screen.getByText('Active Providers').closest('.ant-statistic')).toHaveTextContent('5');
    const byType = screen.getByRole('list', { name: 'Providers by type' });
    expect(
      within(byType)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SMS: 3', 'Voice: 2', 'Email: 1', 'WhatsApp: 1']);
  });
});

describe('Provider management total cost', () => {
  it('shows what the total is made of: monthly fees plus the last 30 days of usage', async () => {
    stubScreen({
      'GET /api/providers/dashboard': { body: { ...dashboard, totalCostPerMonth: 47.25, monthlyFees: 45, usageLast30Days: 2.25 } },
    });
    renderWithProviders(<ProviderManagement />);
    const tile = (await screen.findByText('Total Cost / Month')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(tile).toHaveTextContent('$47.25'));
    expect(within(tile).getByText('$45.00 fees + $2.25 usage (last 30 days)')).toBeInTheDocument();
  });
});

describe('Provider cards', () => {
  it('price a payment provider by percentage and fixed fee per payment, never per unit', async () => {
    const cashfree = provider({
      id: 'p9',
      name: 'cashfree',
      displayName: 'Cashfree',
      type: 'payment',
      isDefault: false,
      costPerUnit: 2,
      currency: 'INR',
      config: { feePercentage: 2.3 },
    });
    stubScreen({ 'GET /api/providers': { body: [cashfree] } });
    renderWithProviders(<ProviderManagement />);
    await screen.findByText('Cashfree');
    // The same text as the gateway's card on Payment Gateways; its keys and limits live there.
    expect(within(providerCard('Cashfree')).getByText('2.3% + ₹2.00 per payment')).toBeInTheDocument();
    expect(within(providerCard('Cashfree')).getByText('Keys and limits on Payment Gateways')).toBeInTheDocument();
    expect(within(providerCard('Cashfree')).queryByText(/per unit/)).not.toBeInTheDocument();
  });

  it('show names, type, status, priority, default badge, price to 4 decimals, fees and 3 countries then more', async () => {
    stubScreen();
    renderWithProviders(<ProviderManagement />);
    await screen.findByText('Twilio SMS');
    const card = providerCard('Twilio SMS');
    expect(within(card).getByText('twilio-sms')).toBeInTheDocument();
    expect(within(card).getByText('SMS')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Priority 1')).toBeInTheDocument();
    expect(within(card).getByText('Default')).toBeInTheDocument();
    // The same "$0.0075" style as the tiles and the comparison.
    expect(within(card).getByText('$0.0075 per unit')).toBeInTheDocument();
    expect(within(card).getByText('Setup fee $0.00 · Monthly fee $25.00')).toBeInTheDocument();
    expect(
      within(within(card).getByLabelText('Twilio SMS countries'))
        .getAllByText(/.+/)
        .map((tag) => tag.textContent),
    ).toEqual(['IN', 'US', 'GB', '+2 more']);

    const other = providerCard('Exotel Voice');
    expect(within(other).getByText('Maintenance')).toBeInTheDocument();
    expect(within(other).queryByText('Default')).not.toBeInTheDocument();
    expect(within(other).getByText('₹0.0120 per unit')).toBeInTheDocument();
    expect(within(other).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('say so when the list cannot be loaded', async () => {
    stubScreen({ 'GET /api/providers': { status: 500, body: 'boom' } });
    renderWithProviders(<ProviderManagement />);
    expect(await screen.findByText('Failed to fetch providers')).toBeInTheDocument();
  });

  it('say when nothing matches', async () => {
    stubScreen({ 'GET /api/providers': { body: [] } });
    renderWithProviders(<ProviderManagement />);
    expect(await screen.findByText('No providers found')).toBeInTheDocument();
  });
});

describe('Filters', () => {
  it("send the chosen type and status, and leave 'all' out of the request", async () => {
    const api = stubScreen();
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Twilio SMS');
    expect(api.callsTo('GET /api/providers')[0].query.toString()).toBe('');

    await choose(user, 'Filter by type', 'Voice');
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(2));
    expect(api.callsTo('GET /api/providers')[1].query.toString()).toBe('type=voice');

    await choose(user, 'Filter by status', 'Maintenance');
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(3));
    expect(api.callsTo('GET /api/providers')[2].query.toString()).toBe('type=voice&status=maintenance');

    await choose(user, 'Filter by type', 'All types');
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(4));
    expect(api.callsTo('GET /api/providers')[3].query.toString()).toBe('status=maintenance');
    expect(api.callsTo('GET /api/providers')[3].query.has('type')).toBe(false);
  });
});

describe('Delete', () => {
  it('asks in a dialog first; Cancel deletes nothing', async () => {
    const api = stubScreen({ 'DELETE /api/providers/p2': { status: 204 } });
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Exotel Voice');
    await user.click(screen.getByRole('button', { name: 'Delete Exotel Voice' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Exotel Voice?');
    expect(api.callsTo('DELETE /api/providers/p2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/providers/p2')).toHaveLength(0);
  });

  it('deletes on confirmation, toasts and reloads the list and figures', async () => {
    let stored = [twilio, exotel];
    const api = stubScreen({
      'GET /api/providers': () => ({ body: stored }),
      'DELETE /api/providers/p2': () => {
        stored = [twilio];
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Exotel Voice');
    await user.click(screen.getByRole('button', { name: 'Delete Exotel Voice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Provider deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/providers/p2')[0].body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Exotel Voice' })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/providers/dashboard')).toHaveLength(2);
  });

  it('toasts the failure with the API message', async () => {
    stubScreen({ 'DELETE /api/providers/p2': { status: 409, body: { error: 'conflict', message: 'Provider is in use' } } });
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Exotel Voice');
    await user.click(screen.getByRole('button', { name: 'Delete Exotel Voice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete provider')).toBeInTheDocument();
    expect(screen.getByText('409: Provider is in use')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete provider').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });
});

describe('Tabs', () => {
  it('has Providers, Cost Comparison, Failover Config and Performance', async () => {
    stubScreen();
    renderWithProviders(<ProviderManagement />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Providers',
      'Cost Comparison',
      'Failover Config',
      'Performance',
    ]);
  });

  it('Cost Comparison says so when the comparison cannot be loaded', async () => {
    stubScreen({ 'GET /api/providers/comparison': { status: 500, body: 'down' } });
    const { user } = renderWithProviders(<ProviderManagement />);
    await user.click(screen.getByRole('tab', { name: 'Cost Comparison' }));
    expect(await screen.findByText('Failed to fetch comparison data')).toBeInTheDocument();
  });
});
