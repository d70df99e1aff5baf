import { screen, waitFor, within } from '@testing-library/react';
import { ProviderSettings } from './components/ProviderSettings';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { comparisonRow, provider } from '../../test/fixtures';

const sms = provider();
const voice = provider({
  id: 'p2',
  name: 'exotel-voice',
  displayName: 'Exotel Voice',
  type: 'voice',
  costPerUnit: 0.012,
  status: 'inactive',
  supportedFeatures: ['Call recording'],
});
const email = provider({ id: 'p3', name: 'ses', displayName: 'Amazon SES', type: 'email', status: 'maintenance', costPerUnit: 0.0001 });

function card(label: string) {
  return screen.getByRole('switch', { name: `${label} provider active` }).closest('.ant-card') as HTMLElement;
}

const channels = (off: string[] = [], active: Record<string, number> = { sms: 2, voice: 1, email: 0, whatsapp: 0 }) =>
  (['sms', 'voice', 'email', 'whatsapp'] as const).map((channel) => ({
    channel,
    enabled: !off.includes(channel),
    activeProviders: active[channel] ?? 0,
  }));

type TRoutes = Parameters<typeof stubFetch>[0];

/** The screen's three reads: the SMS provider, every channel on, no comparison rows, unless a test says otherwise. */
const stubSettings = (routes: TRoutes = {}) =>
  stubFetch({
    'GET /api/providers': { body: [sms] },
    'GET /api/providers/channels': { body: channels() },
    'GET /api/providers/comparison': { body: [] },
    ...routes,
  });

describe('Provider settings', () => {
  it('shows a card per channel with its switch, connection, default provider, price and features', async () => {
    stubSettings({
      'GET /api/providers': { body: [sms, voice, email] },
      'GET /api/providers/channels': { body: channels(['voice']) },
    });
    renderWithProviders(<ProviderSettings />);

    await screen.findByText('Twilio SMS');
    expect(screen.getByRole('heading', { level: 2, name: 'Provider Settings' })).toBeInTheDocument();
    expect(within(card('SMS')).getByRole('switch')).toBeChecked();
    expect(within(card('SMS')).getByText('Connected')).toBeInTheDocument();
    expect(within(card('SMS')).getByText('Sends through 2 active providers.')).toBeInTheDocument();
    expect(within(card('Voice')).queryByText(/active provider/)).not.toBeInTheDocument();
    expect(within(card('SMS')).getByText('$0.0075 per message')).toBeInTheDocument();
    expect(within(card('SMS')).getByText('Delivery reports')).toBeInTheDocument();

    expect(within(card('Voice')).getByRole('switch')).not.toBeChecked();
    expect(within(card('Voice')).getByText('Disconnected')).toBeInTheDocument();
    expect(within(card('Voice')).getByText('Voice is switched off: nothing is sent on it.')).toBeInTheDocument();
    expect(within(card('Voice')).getByText('$0.0120 per minute')).toBeInTheDocument();
    // Switched on but no active provider: it cannot send, so the card says Error.
    expect(within(card('Email')).getByText('Error')).toBeInTheDocument();
    expect(within(card('WhatsApp')).getByText('No WhatsApp provider configured')).toBeInTheDocument();
  });

  it('draws the four cards before the providers arrive, so the comparison below does not jump', async () => {
    const providers = deferred();
    stubSettings({
      'GET /api/providers': () => providers.reply,
      'GET /api/providers/channels': { body: channels(['voice'], { sms: 1 }) },
    });
    renderWithProviders(<ProviderSettings />);
    for (const label of ['SMS', 'Voice', 'Email', 'WhatsApp'])
      expect(screen.getByText(label, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.queryByText('Twilio SMS')).not.toBeInTheDocument();
    providers.release({ body: [sms] });
    await screen.findByText('Twilio SMS');
    expect(within(card('SMS')).getByText('Sends through 1 active provider.')).toBeInTheDocument();
  });

  it('switching SMS off switches the channel (not one provider) off, survives a reload, and toasts', async () => {
    let stored = channels();
    const api = stubSettings({
      'GET /api/providers': { body: [sms, voice] },
      'GET /api/providers/channels': () => ({ body: stored }),
      'PUT /api/providers/channels/sms': (call) => {
        stored = stored.map((row) => (row.channel === 'sms' ? { ...row, ...(call.body as object) } : row));
        return { body: stored[0] };
      },
    });
    const { user } = renderWithProviders(<ProviderSettings />);
    await screen.findByText('Twilio SMS');
    await user.click(screen.getByRole('switch', { name: 'SMS provider active' }));

    expect(await screen.findByText('Provider updated successfully')).toBeInTheDocument();
    expect(screen.getByText('SMS sending is off: no SMS will be sent.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/providers/channels/sms')[0].body).toEqual({ enabled: false });
    // No provider's own status is touched.
    expect(api.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/api/providers/p'))).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'SMS provider active' })).not.toBeChecked());
    expect(within(card('SMS')).getByText('Disconnected')).toBeInTheDocument();
    expect(api.callsTo('GET /api/providers/channels')).toHaveLength(2);
  });

  it('a refused toggle toasts the failure and keeps the old state', async () => {
    stubSettings({
      'PUT /api/providers/channels/sms': { status: 500, body: { error: 'internal', message: 'Database unavailable' } },
    });
    const { user } = renderWithProviders(<ProviderSettings />);
    await screen.findByText('Twilio SMS');
    await user.click(screen.getByRole('switch', { name: 'SMS provider active' }));

    expect(await screen.findByText('Failed to update provider')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed to update provider').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(screen.getByRole('switch', { name: 'SMS provider active' })).toBeChecked();
  });

  it('shows payment providers apart, priced by percentage per payment, never ranked with message providers', async () => {
    stubSettings({
      'GET /api/providers/comparison': {
        body: [
          comparisonRow(),
          comparisonRow({
            id: 'r',
            name: 'razorpay',
            displayName: 'Razorpay',
            type: 'payment',
            costPerUnit: 0,
            monthlyFee: 0,
            estimatedMonthlyCost: null,
            feePercentage: 2,
          }),
          comparisonRow({
            id: 'c',
            name: 'cashfree',
            displayName: 'Cashfree',
            type: 'payment',
            costPerUnit: 2,
            currency: 'INR',
            monthlyFee: 0,
            estimatedMonthlyCost: null,
            feePercentage: 2.3,
          }),
        ],
      },
    });
    renderWithProviders(<ProviderSettings />);
    const messages = await screen.findByLabelText('Message providers');
    await within(messages).findByText('Twilio SMS');
    expect(within(messages).queryByText('Razorpay')).not.toBeInTheDocument();
    const payments = screen.getByLabelText('Payment providers');
    const razorpay = within(payments).getByText('Razorpay').closest('tr') as HTMLElement;
    expect(within(razorpay).getByText('2% per payment')).toBeInTheDocument();
    const cashfree = within(payments).getByText('Cashfree').closest('tr') as HTMLElement;
    expect(within(cashfree).getByText('2.3% + ₹2.00 per payment')).toBeInTheDocument();
    expect(within(payments).queryByText(/messages/)).not.toBeInTheDocument();
    expect(within(payments).queryByText('Estimated monthly cost')).not.toBeInTheDocument();
  });

  it('shows the cost comparison on 1,000 messages or 100 call minutes', async () => {
    stubSettings({
      'GET /api/providers/comparison': {
        body: [
          comparisonRow(),
          comparisonRow({
            id: 'p2',
            displayName: 'Exotel Voice',
            type: 'voice',
            costPerUnit: 0.012,
            basisUnits: 100,
            estimatedMonthlyCost: 1.2,
            monthlyFee: 0,
          }),
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
    stubSettings({
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
