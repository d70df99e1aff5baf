import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { PaymentGateways } from './components/PaymentGateways';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GATEWAY_IDS, failoverRules, gatewayList } from '../../test/fixtures';

function renderSettings(put: Parameters<typeof stubFetch>[0][string] = { body: gatewayList().gateways[0] }) {
  const api = stubFetch({
    'GET /api/gateways': { body: gatewayList() },
    'GET /api/failover-rules': { body: failoverRules },
    [`PUT /api/gateways/${GATEWAY_IDS.razorpay}`]: put,
  });
  return { api, ...renderWithProviders(<PaymentGateways />, { route: '/payment-gateways' }) };
}

async function openConfiguration(user: ReturnType<typeof renderSettings>['user']) {
  await screen.findByRole('region', { name: 'Razorpay' });
  await user.click(screen.getByRole('tab', { name: 'Gateway Settings' }));
  const row = await screen.findByLabelText('Razorpay settings');
  expect(within(row).getByText('₹1 – ₹2,00,000 · 2% per payment · INR, USD')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Configure Razorpay' }));
  return screen.findByRole('dialog', { name: 'Configure Razorpay' });
}

describe('Gateway Settings', () => {
  it('lists the gateways in priority order with toggles and up/down', async () => {
    const { user } = renderSettings();
    await screen.findByRole('region', { name: 'Razorpay' });
    await user.click(screen.getByRole('tab', { name: 'Gateway Settings' }));
    const rows = ['Razorpay', 'Cashfree', 'PayU'].map((name) => screen.getByLabelText(`${name} settings`));
    expect(rows[0].compareDocumentPosition(rows[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(rows[0]).getByRole('switch', { name: 'Active: Razorpay' })).toBeChecked();
    expect(within(rows[0]).getByRole('button', { name: 'Move Razorpay up' })).toBeDisabled();
    expect(within(rows[2]).getByRole('button', { name: 'Move PayU down' })).toBeDisabled();
  });

  it('shows the keys with secrets masked, and sends only what changed', async () => {
    const { api, user } = renderSettings();
    const dialog = within(await openConfiguration(user));
    expect(dialog.getByRole('textbox', { name: 'Key ID' })).toHaveValue('rzp_test_123');
    expect(dialog.getByRole('textbox', { name: 'Key Secret' })).toHaveValue('••••cdef');
    expect(dialog.getByRole('textbox', { name: 'Webhook Secret' })).toHaveValue('••••••••');

    const max = dialog.getByRole('spinbutton', { name: 'Max amount (₹)' });
    await user.clear(max);
    await user.type(max, '150000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Gateway settings saved')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/gateways/${GATEWAY_IDS.razorpay}`)[0].body).toEqual({ config: { maxAmount: 150000 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends every key back (masked secrets keep what is stored) when one of them changes', async () => {
    const { api, user } = renderSettings();
    const dialog = within(await openConfiguration(user));
    const keyId = dialog.getByRole('textbox', { name: 'Key ID' });
    await user.clear(keyId);
    await user.type(keyId, 'rzp_live_999');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Gateway settings saved')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/gateways/${GATEWAY_IDS.razorpay}`)[0].body).toEqual({
      credentials: { keyId: 'rzp_live_999', keySecret: '••••cdef', webhookSecret: '••••••••' },
    });
  });

  it('marks the field the API refused and keeps the dialog open', async () => {
    const { user } = renderSettings({
      status: 400,
      body: {
        error: 'invalid_request',
        message: 'config.feePercentage: Can have at most two decimals',
        issues: [{ path: 'config.feePercentage', message: 'Can have at most two decimals' }],
      },
    });
    const dialog = within(await openConfiguration(user));
    const fee = dialog.getByRole('spinbutton', { name: 'Fee (%)' });
    await user.clear(fee);
    await user.type(fee, '3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(await dialog.findByText('Can have at most two decimals')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configure Razorpay' })).toBeInTheDocument();
  });
});
