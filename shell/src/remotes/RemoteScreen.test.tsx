import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSlice } from '@reduxjs/toolkit';
import { renderShell } from '../test/renderShell';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { markEntryExecuted } from '../federation/entryState';
import { loadRemoteModule } from './federationRuntime';

// The screen's module is replaced here to test the boundary, panel and store wiring. How Retry
// recovers against the real federation runtime is covered in Chromium (e2e/tests/remote-faults.e2e.ts).
jest.mock('./federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);

beforeEach(() => {
  // React and the boundary report caught errors on console.error; they are expected here.
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

  it("says it is loading while the screen's code arrives, as a named status (axe allows no label on a plain div)", async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)) as ReturnType<typeof loadRemoteModule>);

    await renderShell({ route: '/customers' });

    expect(await screen.findByRole('status', { name: 'Loading screen' })).toBeInTheDocument();
    arrive({ default: () => <h2>Customer list</h2> });
    expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading screen' })).not.toBeInTheDocument();
  });

  it('says in plain words that the screen could not be loaded; the shell keeps working', async () => {
    load.mockImplementation(async (remote, module) => {
      if (remote === 'payments') {
        throw new RemoteLoadError(
          'payments',
          'payments/PaymentGateways',
          new Error('connect ECONNREFUSED 127.0.0.1:3000 (http://x/mf-manifest.json)'),
        );
      }
      return { default: () => <p>Screen {module}</p> };
    });

    await renderShell({ route: '/payment-gateways' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('This screen could not be loaded')).toBeInTheDocument();
    expect(
      within(panel).getByText('The Payment Gateways screen did not arrive from the server. Check your connection, then press Retry.'),
    ).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/ECONNREFUSED|mf-manifest|http/);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('remote "payments" failed'),
      expect.any(RemoteLoadError),
      expect.anything(),
    );
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Connecting');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    await userEvent.click(sidebar().getByRole('link', { name: 'Customers' }));
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    expect(screen.queryByText('This screen could not be loaded')).not.toBeInTheDocument();
  });

  it('shows the panel when the loaded screen throws while rendering; Retry reloads the page', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('Cannot read properties of undefined');
      },
    });
    const reloadPage = jest.fn();

    await renderShell({ route: '/analytics', reloadPage });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('The Analytics screen stopped because of an error. Press Retry to load it again.')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Cannot read properties');
    expect(screen.getByRole('heading', { name: 'Collection Analytics' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('treats a module without a default export as a failed load', async () => {
    load.mockResolvedValue({ register: jest.fn() });

    await renderShell({ route: '/providers' });

    expect(await screen.findByText(/The Providers screen did not arrive/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: expect.stringContaining('./Providers has no default export') }),
      expect.anything(),
    );
  });
});

// Last in this file: it marks the collections remote's entry as run, for the rest of the file's page.
describe('a sidebar entry pointed at', () => {
  it("fetches its screen when its remote already runs in the page, so the click only renders it; another remote's is fetched when opened", async () => {
    load.mockImplementation(async (_remote, module) => ({ default: () => <h2>{`Screen ${module}`}</h2> }));
    await renderShell({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Screen ./Dashboard' })).toBeInTheDocument();
    markEntryExecuted('collections');
    const user = userEvent.setup();

    await user.hover(sidebar().getByRole('link', { name: 'Customers' }));
    expect(load).toHaveBeenCalledWith('collections', './Customers');
    await user.hover(sidebar().getByRole('link', { name: 'Communications' }));
    expect(load.mock.calls.filter(([remote]) => remote === 'communications')).toEqual([]);

    await user.click(sidebar().getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('heading', { name: 'Screen ./Customers' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([, module]) => module === './Customers')).toHaveLength(1);
  });

  it('forgets a fetch that failed: opening the screen fetches it again', async () => {
    load.mockImplementation(async (_remote, module) => ({ default: () => <h2>{`Screen ${module}`}</h2> }));
    await renderShell({ route: '/' });
    await screen.findByRole('heading', { name: 'Screen ./Dashboard' });
    markEntryExecuted('collections');
    load.mockRejectedValueOnce(new Error('Loading chunk 12 failed.'));
    const user = userEvent.setup();

    await user.hover(sidebar().getByRole('link', { name: 'Tally Sync' }));
    await user.click(sidebar().getByRole('link', { name: 'Tally Sync' }));
    expect(await screen.findByRole('heading', { name: 'Screen ./Tally' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([, module]) => module === './Tally')).toHaveLength(2);
  });
});
