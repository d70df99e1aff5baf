import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_REFRESH_ACTION } from '@duesflow/shared-contracts/realtime';
import type { Middleware } from '@reduxjs/toolkit';
import { renderShell } from '../test/renderShell';
import { connectionStatusChanged } from '../realtime/realtimeSlice';
import { loadRemoteModule } from '../remotes/federationRuntime';
import { remoteRoutesFile } from '@duesflow/shared-contracts/build/routes-plugin';
import { routes as collectionsRoutes } from '../../../remotes/collections/src/routes';

jest.mock('../remotes/federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

/** The spec's 14 (part 1 §2 and part 2), the Worklist (docs/worklist.md) and the Inbox after Communications (docs/inbox.md). */
const SIDEBAR = [
  'Dashboard',
  'Worklist',
  'Payment Collection',
  'Customers',
  'Communications',
  'Inbox',
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

/** The types of the actions the shell's store dispatches from now on, in order. */
function recordActions(store: Awaited<ReturnType<typeof renderShell>>['store']): string[] {
  const seen: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  store.bridge.addMiddleware(recorder);
  return seen;
}

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

describe('the shell layout', () => {
  it('lists the sidebar entries in the spec order, the Inbox after Communications, each linking to its route', async () => {
    await renderShell();
    const links = sidebar().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR);
    expect(sidebar().getByRole('link', { name: 'Tally Sync' })).toHaveAttribute('href', '/tally');
    expect(sidebar().getByRole('link', { name: 'Payment Collection' })).toHaveAttribute('href', '/payment-collection');
    expect(await screen.findByText('Screen ./Dashboard')).toBeInTheDocument();
  });

  it('starts with a skip link that moves focus to the main area, and has one <h1>: the header title', async () => {
    await renderShell({ route: '/customers' });
    expect(await screen.findByText(/^Screen /)).toBeInTheDocument();
    expect(document.querySelectorAll('h1')).toHaveLength(1);

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
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
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
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
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(sidebar().getAllByRole('link')).toHaveLength(SIDEBAR.length);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('asks every mounted screen to reload when Refresh is pressed', async () => {
    const { store } = await renderShell({ route: '/customers' });
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    const seen = recordActions(store);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(seen).toEqual([SHELL_REFRESH_ACTION]);
  });

  it('names the browser tab after the screen', async () => {
    await renderShell({ route: '/customers' });
    await waitFor(() => expect(document.title).toBe('Customer Management · duesflow'));
    await userEvent.click(sidebar().getByRole('link', { name: 'SMS Campaigns' }));
    await waitFor(() => expect(document.title).toBe('SMS Campaigns · duesflow'));
  });

  it('reloads every mounted screen when the realtime connection comes back after it was lost', async () => {
    const { store } = await renderShell({ route: '/customers' });
    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    const seen = recordActions(store);

    act(() => {
      store.dispatch(connectionStatusChanged('connected'));
    });
    expect(seen).not.toContain(SHELL_REFRESH_ACTION);
    act(() => {
      store.dispatch(connectionStatusChanged('disconnected'));
    });
    act(() => {
      store.dispatch(connectionStatusChanged('connecting'));
    });
    expect(seen).not.toContain(SHELL_REFRESH_ACTION);
    act(() => {
      store.dispatch(connectionStatusChanged('connected'));
    });
    expect(seen.filter((type) => type === SHELL_REFRESH_ACTION)).toHaveLength(1);
  });
});

describe('routes published by the remotes', () => {
  const routesFetch = (files: Record<string, unknown>): typeof fetch =>
    (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (!(path in files)) return { ok: false, status: 404, statusText: 'Not Found', json: async () => ({}) } as Response;
      return { ok: true, status: 200, statusText: 'OK', json: async () => files[path] } as Response;
    }) as typeof fetch;

  it("show a remote's new route, with an icon the shell does not bundle, in its place", async () => {
    const file = remoteRoutesFile('collections', [
      ...collectionsRoutes,
      {
        path: '/collections-report',
        label: 'Collections report',
        title: 'Collections Report',
        order: 35,
        icon: 'FundOutlined',
        module: './Report',
      },
    ]);
    await renderShell({ route: '/collections-report', fetchRoutes: routesFetch({ '/remotes/collections/routes.json': file }) });

    expect(await screen.findByText('Screen ./Report')).toBeInTheDocument();
    const links = sidebar()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([...SIDEBAR.slice(0, 4), 'Collections report', ...SIDEBAR.slice(4)]);
    const item = sidebar().getByRole('link', { name: 'Collections report' }).closest('li')!;
    const icon = within(item).getByRole('img', { name: 'FundOutlined', hidden: true });
    expect(icon.querySelector('svg path')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Collections Report', level: 1 })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('collections', './Report');
  });

  it('keep the 16 entries while a remote routes.json is unreachable, and call a path unknown only once all are read', async () => {
    await renderShell({ route: '/no-such-page', fetchRoutes: routesFetch({}) });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(
      sidebar()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SIDEBAR);
  });

  it('never draw event handlers or links from an icon tree', async () => {
    const file = remoteRoutesFile('providers', [{ path: '/providers', label: 'Providers', order: 110, module: './Providers' }]);
    file.routes[0].iconSvg = {
      tag: 'svg',
      attrs: { viewBox: '0 0 10 10', onload: 'alert(1)' },
      children: [
        { tag: 'script', attrs: {} },
        { tag: 'path', attrs: { d: 'M0 0', href: 'javascript:alert(1)', 'fill-rule': 'evenodd' } },
      ],
    };
    await renderShell({ route: '/providers', fetchRoutes: routesFetch({ '/remotes/providers/routes.json': file }) });
    await screen.findByText('Screen ./Providers');
    const svg = sidebar().getByRole('link', { name: 'Providers' }).closest('li')!.querySelector('svg')!;
    expect(svg.getAttribute('onload')).toBeNull();
    expect(svg.querySelector('script')).toBeNull();
    expect(svg.querySelector('path')!.getAttribute('href')).toBeNull();
    expect(svg.querySelector('path')!.getAttribute('fill-rule')).toBe('evenodd');
  });
});

describe('on a narrow screen', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(max-width: 799px)',
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('opens the navigation from a menu button and closes it after choosing a screen', async () => {
    await renderShell({ route: '/' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      await within(await screen.findByRole('navigation', { name: 'Main navigation' })).findByRole('link', { name: 'Customers' }),
    );

    expect(await screen.findByText('Screen ./Customers')).toBeInTheDocument();
    // jsdom runs no transitions: the drawer is asked to close, its closing animation never ends.
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
