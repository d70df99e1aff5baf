import { screen, waitFor, within } from '@testing-library/react';
import { ProviderManagement } from './components/ProviderManagement';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { dashboard, provider } from '../../test/fixtures';

const twilio = provider({ config: { region: 'in' } });

function stubScreen(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/providers/dashboard': { body: dashboard },
    'GET /api/providers': { body: [twilio] },
    'POST /api/providers': (call) => ({ status: 201, body: { ...twilio, ...(call.body as object), id: 'p9' } }),
    ...extra,
  });
}

async function openAddDialog() {
  const view = renderWithProviders(<ProviderManagement />);
  await screen.findByText('Twilio SMS');
  await view.user.click(screen.getByRole('button', { name: 'Add Provider' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

/** Fill a text field by pasting, so JSON braces are not read as key names. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('Add Provider dialog', () => {
  it('requires name and display name, and sends nothing without them', async () => {
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/providers')).toHaveLength(0);
  });

  it('starts with USD, priority 1, and number steps of 0.0001 for the price and 0.01 for fees', async () => {
    stubScreen();
    await openAddDialog();
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Priority')).toHaveValue('1');
    expect(screen.getByLabelText('Cost per unit')).toHaveAttribute('step', '0.0001');
    expect(screen.getByLabelText('Setup fee')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Monthly fee')).toHaveAttribute('step', '0.01');
  });

  it('a payment provider is priced in rupees: choosing the type sets INR and no setup or monthly fee', async () => {
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', 'phonepe');
    await fill(user, 'Display name', 'PhonePe');
    await user.click(screen.getByLabelText('Type'));
    const option = await waitFor(() => {
      const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (element) => element.textContent === 'Payment',
      );
      if (!item) throw new Error('No Payment option');
      return item;
    });
    await user.click(option);
    expect(screen.getByLabelText('Currency')).toHaveValue('INR');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    await waitFor(() => expect(api.callsTo('POST /api/providers')).toHaveLength(1));
    expect(api.callsTo('POST /api/providers')[0].body).toMatchObject({ type: 'payment', currency: 'INR', setupFee: 0, monthlyFee: 0 });
  });

  it('refuses a priority below 1', async () => {
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', 'msg91');
    await fill(user, 'Display name', 'MSG91');
    await fill(user, 'Priority', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    expect(await screen.findByText('Priority must be at least 1')).toBeInTheDocument();
    expect(api.callsTo('POST /api/providers')).toHaveLength(0);
  });

  it('refuses a health check URL that is not a URL', async () => {
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', 'msg91');
    await fill(user, 'Display name', 'MSG91');
    await fill(user, 'Health check URL', 'status page');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    expect(await screen.findByText('Health check URL must be a URL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/providers')).toHaveLength(0);
  });

  it("alerts 'Invalid JSON configuration' and sends nothing when the config is not JSON", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', 'msg91');
    await fill(user, 'Display name', 'MSG91');
    await fill(user, 'Configuration (JSON)', '{authKey: 123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid JSON configuration'));
    expect(api.callsTo('POST /api/providers')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    alert.mockRestore();
  });

  it('creates the provider with trimmed lists and parsed config, toasts, closes and reloads the list', async () => {
    const api = stubScreen();
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', ' msg91 ');
    await fill(user, 'Display name', 'MSG91');
    await fill(user, 'Description', 'Backup SMS route');
    await fill(user, 'Cost per unit', '0.0042');
    await fill(user, 'Monthly fee', '10.5');
    await fill(user, 'Health check URL', 'https://status.msg91.com/health');
    await fill(user, 'Configuration (JSON)', '{"authKey": "k-123", "route": 4}');
    await fill(user, 'Supported countries', ' IN, US ,, GB , ');
    await fill(user, 'Supported features', 'Unicode, , DLT templates');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    expect(await screen.findByText('Provider created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/providers')[0].body).toEqual({
      name: 'msg91',
      displayName: 'MSG91',
      type: 'sms',
      description: 'Backup SMS route',
      status: 'active',
      priority: 1,
      isDefault: false,
      costPerUnit: 0.0042,
      setupFee: 0,
      monthlyFee: 10.5,
      currency: 'USD',
      healthCheckUrl: 'https://status.msg91.com/health',
      config: { authKey: 'k-123', route: 4 },
      supportedCountries: ['IN', 'US', 'GB'],
      supportedFeatures: ['Unicode', 'DLT templates'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(2));
    expect(api.callsTo('GET /api/providers/dashboard')).toHaveLength(2);
  });

  it("shows the API's reason with 'Failed to create provider' and keeps the dialog open", async () => {
    stubScreen({
      'POST /api/providers': {
        status: 400,
        body: { error: 'validation_error', message: 'name: A provider named msg91 already exists', issues: [] },
      },
    });
    const { user, dialog } = await openAddDialog();
    await fill(user, 'Name', 'msg91');
    await fill(user, 'Display name', 'MSG91');
    await user.click(within(dialog).getByRole('button', { name: 'Create Provider' }));

    expect(await screen.findByText('Failed to create provider')).toBeInTheDocument();
    expect(screen.getByText('400: name: A provider named msg91 already exists')).toBeInTheDocument();
    expect(screen.getByText('Failed to create provider').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Edit Provider dialog', () => {
  it('is prefilled and sends only what changed', async () => {
    const api = stubScreen({ 'PUT /api/providers/p1': (call) => ({ body: { ...twilio, ...(call.body as object) } }) });
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Twilio SMS');
    await user.click(screen.getByRole('button', { name: 'Edit Twilio SMS' }));
    const dialog = await screen.findByRole('dialog');

    expect(screen.getByLabelText('Display name')).toHaveValue('Twilio SMS');
    expect(screen.getByLabelText('Supported countries')).toHaveValue('IN, US, GB, AE, SG');
    expect(screen.getByLabelText('Configuration (JSON)')).toHaveValue('{\n  "region": "in"\n}');
    await fill(user, 'Display name', 'Twilio India');
    await user.click(within(dialog).getByRole('button', { name: 'Save Provider' }));

    expect(await screen.findByText('Provider updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/providers/p1')[0].body).toEqual({ displayName: 'Twilio India' });
    await waitFor(() => expect(api.callsTo('GET /api/providers')).toHaveLength(2));
  });

  it("toasts 'Failed to update provider' when the API refuses", async () => {
    stubScreen({ 'PUT /api/providers/p1': { status: 404, body: { error: 'not_found', message: 'Provider not found' } } });
    const { user } = renderWithProviders(<ProviderManagement />);
    await screen.findByText('Twilio SMS');
    await user.click(screen.getByRole('button', { name: 'Edit Twilio SMS' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, 'Display name', 'Twilio India');
    await user.click(within(dialog).getByRole('button', { name: 'Save Provider' }));

    expect(await screen.findByText('Failed to update provider')).toBeInTheDocument();
    expect(screen.getByText('404: Provider not found')).toBeInTheDocument();
  });
});
