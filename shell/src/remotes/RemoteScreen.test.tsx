import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSlice } from '@reduxjs/toolkit';
import { renderShell } from '../test/renderShell';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { loadRemoteModule, registerRemoteTargets } from './federationRuntime';

jest.mock('./federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  // React reports errors caught by a boundary on console.error; they are expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('a remote screen', () => {
  it('registers the remote with the host store, then renders its default export', async () => {
    const notes = createSlice({ name: 'notes', initialState: { count: 3 }, reducers: {} });
    const register = jest.fn((bridge) => bridge.injectReducer(notes));
    load.mockResolvedValue({ default: () => <h2>Customer list</h2>, register });

    const { store } = await renderShell({ route: '/customers' });

    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('collections', './Customers');
    expect(register).toHaveBeenCalledWith(store.bridge);
    expect(store.getState().notes).toEqual({ count: 3 });
  });

  it('shows an error panel in the main area when the remote cannot be loaded; the shell keeps working', async () => {
    load.mockImplementation(async (remote, module) => {
      if (remote === 'payments') throw new RemoteLoadError('payments', 'payments/PaymentGateways', new Error('404 manifest'));
      return { default: () => <p>Screen {module}</p> };
    });

    await renderShell({ route: '/payment-gateways' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('This screen could not be loaded')).toBeInTheDocument();
    expect(within(panel).getByText('Remote "payments" could not be loaded: 404 manifest')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Connecting');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    await userEvent.click(sidebar().getByRole('link', { name: 'Customers' }));
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    expect(screen.queryByText('This screen could not be loaded')).not.toBeInTheDocument();
  });

  it('re-registers the remote and loads again on Retry', async () => {
    load.mockRejectedValueOnce(new Error('network down')).mockResolvedValue({ default: () => <p>Tally screen</p> });

    await renderShell({ route: '/tally' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Tally screen')).toBeInTheDocument();
    expect(registerRemoteTargets).toHaveBeenCalledWith(
      [{ name: 'collections', entry: 'http://localhost/remotes/collections/mf-manifest.json' }],
      { force: true },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the error panel when the loaded screen throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('Cannot read properties of undefined');
      },
    });

    await renderShell({ route: '/analytics' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collection Analytics' })).toBeInTheDocument();
  });

  it('treats a module without a default export as a load failure', async () => {
    load.mockResolvedValue({ register: jest.fn() });

    await renderShell({ route: '/providers' });

    expect(await screen.findByText(/\.\/Providers has no default export/)).toBeInTheDocument();
  });
});
