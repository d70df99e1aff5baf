import { screen, waitFor, within } from '@testing-library/react';
import { ProviderSettings } from './components/ProviderSettings';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { comparisonRow, provider } from '../../test/fixtures';

const sms = provider();
const voice = provider({ id: 'p2', name: 'exotel-voice', displayName: 'Exotel Voice', type: 'voice', costPerUnit: 0.012, status: 'inactive', supportedFeatures: ['Call recording'] });
const email = provider({ id: 'p3', name: 'ses', displayName: 'Amazon SES', type: 'email', status: 'maintenance', costPerUnit: 0.0001 });

function card(label: string) {
  return screen.getByRole('switch', { name: `${label} provider active` }).closest('.ant-card') as HTMLElement;
}

describe('Provider settings', () => {
  it('shows a card per channel with toggle, connection, price and features', async () => {
    stubFetch({
      'GET /api/providers': { body: [sms, voice, email] },
      'GET /api/providers/comparison': { body: [] },
    });
    renderWithProviders(<ProviderSettings />);

    await screen.findByText('Twilio SMS');
    expect(within(card('SMS')).getByRole('switch')).toBeChecked();
    expect(within(card('SMS')).getByText('Connected')).toBeInTheDocument();
    expect(within(card('SMS')).getByText('$0.0075 per message')).toBeInTheDocument();
    expect(within(card('SMS')).getByText('Delivery reports')).toBeInTheDocument();

    expect(within(card('Voice')).getByRole('switch')).not.toBeChecked();
    expect(within(card('Voice')).getByText('Disconnected')).toBeInTheDocument();
    expect(within(card('Voice')).getByText('$0.0120 per minute')).toBeInTheDocument();
    expect(within(card('Email')).getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('No WhatsApp provider configured')).toBeInTheDocument();
  });

  it('toggling sends the new status so it survives a reload, and toasts', async () => {
    let stored = voice;
    const api = stubFetch({
      'GET /api/providers': () => ({ body: [sms, stored] }),
      'GET /api/providers/comparison': { body: [] },
      'PUT /api/providers/p2': (call) => {
        stored = { ...stored, ...(call.body as object) };
        return { body: stored };
      },
    });
    const { user } = renderWithProviders(<ProviderSettings />);
    await screen.findByText('Exotel Voice');
    await user.click(screen.getByRole('switch', { name: 'Voice provider active' }));

    expect(await screen.findByText('Provider updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/providers/p2')[0].body).toEqual({ status: 'active' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Voice provider active' })).toBeChecked());
    expect(within(card('Voice')).getByText('Connected')).toBeInTheDocument();
    expect(api.callsTo('GET /api/providers')).toHaveLength(2);
  });

  it('a refused toggle toasts the failure and keeps the old state', async () => {
    stubFetch({
      'GET /api/providers': { body: [sms] },
      'GET /api/providers/comparison': { body: [] },
      'PUT /api/providers/p1': { status: 500, body: { error: 'internal', message: 'Database unavailable' } },
    });
    const { user } = renderWithProviders(<ProviderSettings />);
    await screen.findByText('Twilio SMS');
    await user.click(screen.getByRole('switch', { name: 'SMS provider active' }));

    expect(await screen.findByText('Failed to update provider')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed to update provider').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(screen.getByRole('switch', { name: 'SMS provider active' })).toBeChecked();
  });

  it('shows the cost comparison on 1,000 messages or 100 call minutes', async () => {
    stubFetch({
      'GET /api/providers': { body: [sms] },
      'GET /api/providers/comparison': {
        body: [
          comparisonRow(),
          comparisonRow({ id: 'p2', displayName: 'Exotel Voice', type: 'voice', costPerUnit: 0.012, basisUnits: 100, estimatedMonthlyCost: 1.2, monthlyFee: 0 }),
        ],
      },
    });
    renderWithProviders(<ProviderSettings />);
    expect(await screen.findByText('Estimated monthly cost based on 1,000 messages or 100 call minutes')).toBeInTheDocument();
    const smsRow = (await screen.findByRole('cell', { name: 'Twilio SMS' })).closest('tr') as HTMLElement;
    expect(within(smsRow).getByText('1,000 messages')).toBeInTheDocument();
    expect(within(smsRow).getByText('$32.50')).toBeInTheDocument();
    const voiceRow = screen.getByRole('cell', { name: 'Exotel Voice' }).closest('tr') as HTMLElement;
    expect(within(voiceRow).getByText('100 call minutes')).toBeInTheDocument();
    expect(within(voiceRow).getByText('$0.0120')).toBeInTheDocument();
  });

  it('says so when the list or the comparison cannot be loaded', async () => {
    stubFetch({
      'GET /api/providers': { status: 500, body: 'boom' },
      'GET /api/providers/comparison': { status: 503, statusText: 'Service Unavailable', body: '' },
    });
    renderWithProviders(<ProviderSettings />);
    expect(await screen.findByText('Failed to fetch providers')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch comparison data')).toBeInTheDocument();
    expect(screen.getByText('500: boom')).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
  });
});
