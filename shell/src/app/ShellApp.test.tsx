import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import type { Middleware } from '@reduxjs/toolkit';
import { renderShell } from '../test/renderShell';
import { loadRemoteModule } from '../remotes/federationRuntime';

jest.mock('../remotes/federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const SIDEBAR = [
  'Dashboard',
  'Payment Collection',
  'Customers',
  'Communications',
  'SMS Campaigns',
  'Voice Calls',
  'Payments',
  'Payment Gateways',
  'Analytics',
  'Advanced Analytics',
  'Providers',
  'Provider Management',
  'Business Data Config',
  'Tally Sync',
];

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, module) => ({
    default: () => <p>Screen {module}</p>,
  }));
});

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

describe('the shell layout', () => {
  it('lists the 14 sidebar entries in the spec order, each linking to its route', async () => {
    await renderShell();
    const links = sidebar().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR);
    expect(sidebar().getByRole('link', { name: 'Tally Sync' })).toHaveAttribute('href', '/tally');
    expect(sidebar().getByRole('link', { name: 'Payment Collection' })).toHaveAttribute('href', '/payment-collection');
    expect(await screen.findByText('Screen ./Dashboard')).toBeInTheDocument();
  });

  it.each([
    ['/', 'Collection Dashboard'],
    ['/customers', 'Customer Management'],
    ['/communications', 'Follow-up Communications'],
    ['/payments', 'Payment Tracking'],
    ['/analytics', 'Collection Analytics'],
    ['/tally', 'Tally ERP Integration'],
    ['/voice-calls', 'Dashboard'],
    ['/business-data-config', 'Dashboard'],
  ])('titles %s as %s in the header', async (route, title) => {
    await renderShell({ route });
    expect(await screen.findByText(/^Screen /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title, level: 4 })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 2 minutes ago')).toBeInTheDocument();
  });

  it('highlights the sidebar entry of the current route', async () => {
    await renderShell({ route: '/customers' });
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    const active = sidebar().getByRole('link', { name: 'Customers' }).closest('li');
    const inactive = sidebar().getByRole('link', { name: 'Dashboard' }).closest('li');
    expect(active).toHaveClass('ant-menu-item-selected');
    expect(inactive).not.toHaveClass('ant-menu-item-selected');
  });

  it('navigates to a screen from the sidebar and updates the header', async () => {
    await renderShell({ route: '/' });
    await userEvent.click(sidebar().getByRole('link', { name: 'Tally Sync' }));
    expect(await screen.findByText('Screen ./Tally')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tally ERP Integration' })).toBeInTheDocument();
  });

  it('shows the not-found page inside the layout for an unknown path, titled Dashboard', async () => {
    await renderShell({ route: '/no-such-page' });
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 4 })).toBeInTheDocument();
    expect(sidebar().getAllByRole('link')).toHaveLength(14);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('asks every mounted screen to reload when Refresh is pressed', async () => {
    const { store } = await renderShell({ route: '/customers' });
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    store.bridge.addMiddleware(recorder);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(seen).toEqual([SHELL_REFRESH_ACTION]);
  });
});
