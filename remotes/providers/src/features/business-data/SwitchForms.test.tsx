import { screen, waitFor } from '@testing-library/react';
import { BusinessDataConfig } from './components/BusinessDataConfig';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { businessStatus } from '../../test/fixtures';

// No 10-second status poll (0 turns RTK Query's polling off): the only status requests are the first
// load and the refetch a switch causes, however long a loaded machine takes between them.
jest.mock('./api', () => ({ ...jest.requireActual<typeof import('./api')>('./api'), STATUS_POLL_MS: 0 }));

type TUser = ReturnType<typeof renderWithProviders>['user'];

function switched(provider: string) {
  return { body: { success: true, message: `Business data now lives in ${provider}`, status: businessStatus({ provider }) } };
}

async function fill(user: TUser, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

async function openTab(tab: string, extra: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({ 'GET /api/business-data/status': { body: businessStatus() }, ...extra });
  const view = renderWithProviders(<BusinessDataConfig />);
  await screen.findByText('Connected');
  await view.user.click(screen.getByRole('tab', { name: tab }));
  return { api, ...view };
}

describe('Airtable', () => {
  it('requires the API key and base ID', async () => {
    const { api, user } = await openTab('Airtable');
    await user.click(screen.getByRole('button', { name: 'Switch to Airtable' }));
    expect(await screen.findByText('API key is required')).toBeInTheDocument();
    expect(screen.getByText('Base ID is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/airtable')).toHaveLength(0);
  });

  it("switches, toasts 'Switched to Airtable' and clears the key", async () => {
    const { api, user } = await openTab('Airtable', { 'POST /api/business-data/switch/airtable': switched('airtable') });
    expect(screen.getByLabelText('API key')).toHaveValue('');
    await fill(user, 'API key', 'patSECRET');
    await fill(user, 'Base ID', 'appXYZ');
    await user.click(screen.getByRole('button', { name: 'Switch to Airtable' }));

    expect(await screen.findByText('Switched to Airtable')).toBeInTheDocument();
    expect(screen.getByText('Customers are now read from Airtable.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/airtable')[0].body).toEqual({ apiKey: 'patSECRET', baseId: 'appXYZ' });
    await waitFor(() => expect(screen.getByLabelText('API key')).toHaveValue(''));
    expect(screen.getByLabelText('Base ID')).toHaveValue('appXYZ');
    await waitFor(() => expect(api.callsTo('GET /api/business-data/status')).toHaveLength(2));
  });
});

describe('Cloud Database', () => {
  it('requires a URL that is a URL, and a key', async () => {
    const { api, user } = await openTab('Cloud Database');
    await user.click(screen.getByRole('button', { name: 'Switch to Supabase' }));
    expect(await screen.findByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Key is required')).toBeInTheDocument();
    await fill(user, 'Project URL', 'not a url');
    expect(await screen.findByText('URL must be a URL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/supabase')).toHaveLength(0);
  });

  it("switches, toasts 'Switched to Supabase' and clears the key", async () => {
    const { api, user } = await openTab('Cloud Database', { 'POST /api/business-data/switch/supabase': switched('supabase') });
    await fill(user, 'Project URL', 'https://acme.supabase.co');
    await fill(user, 'Service key', 'service-role-secret');
    await user.click(screen.getByRole('button', { name: 'Switch to Supabase' }));

    expect(await screen.findByText('Switched to Supabase')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/supabase')[0].body).toEqual({
      url: 'https://acme.supabase.co',
      key: 'service-role-secret',
    });
    await waitFor(() => expect(screen.getByLabelText('Service key')).toHaveValue(''));
  });
});

describe('On-Premise PostgreSQL', () => {
  it('requires host, database, username and password; port is optional with 5432 and sslMode prefer by default', async () => {
    const { api, user } = await openTab('On-Premise PostgreSQL');
    expect(screen.getByLabelText('Port')).toHaveValue('5432');
    expect(screen.getByText('prefer')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Port'));
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));

    expect(await screen.findByText('Host is required')).toBeInTheDocument();
    expect(screen.getByText('Database is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText(/Port is/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/postgres')).toHaveLength(0);
  });

  it("switches with every field, toasts 'Switched to PostgreSQL' and clears the password", async () => {
    const { api, user } = await openTab('On-Premise PostgreSQL', {
      'POST /api/business-data/switch/postgres': switched('on_premise_postgres'),
    });
    await fill(user, 'Host', 'db.acme.local');
    await fill(user, 'Port', '6543');
    await fill(user, 'Database', 'accounts');
    await fill(user, 'Username', 'duesflow');
    await fill(user, 'Password', 's3cret');
    await user.click(screen.getByRole('combobox', { name: 'SSL mode' }));
    await user.click((await screen.findAllByTitle('require')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));

    expect(await screen.findByText('Switched to PostgreSQL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/postgres')[0].body).toEqual({
      host: 'db.acme.local',
      port: 6543,
      database: 'accounts',
      username: 'duesflow',
      password: 's3cret',
      sslMode: 'require',
    });
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Host')).toHaveValue('db.acme.local');
  });

  it('leaves an emptied port out, so the server default applies', async () => {
    const { api, user } = await openTab('On-Premise PostgreSQL', {
      'POST /api/business-data/switch/postgres': switched('on_premise_postgres'),
    });
    await fill(user, 'Host', 'db.acme.local');
    await user.clear(screen.getByLabelText('Port'));
    await fill(user, 'Database', 'accounts');
    await fill(user, 'Username', 'duesflow');
    await fill(user, 'Password', 's3cret');
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));

    await screen.findByText('Switched to PostgreSQL');
    expect(api.callsTo('POST /api/business-data/switch/postgres')[0].body).not.toHaveProperty('port');
  });

  it("toasts the destructive 'Switch Failed' with the API's reason", async () => {
    const { user } = await openTab('On-Premise PostgreSQL', {
      'POST /api/business-data/switch/postgres': {
        status: 400,
        body: { error: 'connection_failed', message: 'password authentication failed for user "duesflow"' },
      },
    });
    await fill(user, 'Host', 'db.acme.local');
    await fill(user, 'Database', 'accounts');
    await fill(user, 'Username', 'duesflow');
    await fill(user, 'Password', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));

    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText('400: password authentication failed for user "duesflow"')).toBeInTheDocument();
    expect(screen.getByText('Switch Failed').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
  });

  it('shows the HTTP message when the failure is not the API error shape', async () => {
    const { user } = await openTab('On-Premise PostgreSQL', {
      'POST /api/business-data/switch/postgres': { status: 502, body: 'Bad gateway' },
    });
    await fill(user, 'Host', 'db.acme.local');
    await fill(user, 'Database', 'accounts');
    await fill(user, 'Username', 'duesflow');
    await fill(user, 'Password', 'pw');
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));

    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText('502: Bad gateway')).toBeInTheDocument();
  });
});

describe('after a reload', () => {
  it('fills the form of the store in use with its non-secret fields; the secret stays empty and may be left blank', async () => {
    const { api, user } = await openTab('On-Premise PostgreSQL', {
      'GET /api/business-data/config': {
        body: {
          provider: 'on_premise_postgres',
          settings: { host: 'db.local', port: 6543, database: 'ledger', username: 'clerk', sslMode: 'require' },
          secretStored: true,
        },
      },
      'POST /api/business-data/switch/postgres': switched('on_premise_postgres'),
    });
    await waitFor(() => expect(screen.getByLabelText('Host')).toHaveValue('db.local'));
    expect(screen.getByLabelText('Port')).toHaveValue('6543');
    expect(screen.getByLabelText('Database')).toHaveValue('ledger');
    expect(screen.getByLabelText('Username')).toHaveValue('clerk');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'unchanged — leave blank to keep');

    // Change one setting, leave the password blank: the request leaves it out and the API keeps the stored one.
    await fill(user, 'Database', 'ledger2');
    await user.click(screen.getByRole('button', { name: 'Switch to PostgreSQL' }));
    expect(await screen.findByText('Switched to PostgreSQL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/business-data/switch/postgres')[0].body).toEqual({
      host: 'db.local',
      port: 6543,
      database: 'ledger2',
      username: 'clerk',
      sslMode: 'require',
    });
  });

  it("leaves the other stores' forms empty, their secrets required", async () => {
    const { api, user } = await openTab('Airtable', {
      'GET /api/business-data/config': { body: { provider: 'supabase', settings: { url: 'https://x.supabase.co' }, secretStored: true } },
    });
    await waitFor(() => expect(api.callsTo('GET /api/business-data/config')).toHaveLength(1));
    expect(screen.getByLabelText('Base ID')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Switch to Airtable' }));
    expect(await screen.findByText('API key is required')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cloud Database' }));
    await waitFor(() => expect(screen.getByLabelText('Project URL')).toHaveValue('https://x.supabase.co'));
    expect(screen.getByLabelText('Service key')).toHaveAttribute('placeholder', 'unchanged — leave blank to keep');
  });
});
