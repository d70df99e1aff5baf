import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSessionUser } from '@duesflow/shared-contracts/auth';
import { renderShell } from '../test/renderShell';
import { loadRemoteModule } from '../remotes/federationRuntime';

jest.mock('../remotes/federationRuntime', () => ({
  registerRemoteTargets: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, module) => ({ default: () => <p>Screen {module}</p> }));
});

const person = (role: TSessionUser['role']): TSessionUser => ({
  id: `u-${role}`,
  email: `${role}@duesflow.test`,
  name: `Test ${role}`,
  role,
});

async function openMenu(user: TSessionUser) {
  const signOut = jest.fn();
  await renderShell({ user, signOut });
  const button = screen.getByRole('button', { name: new RegExp(`^${user.name}, `) });
  await userEvent.click(button);
  // The sidebar is a menu too: the user menu is the dropdown's.
  const menu = await waitFor(() => {
    const dropdown = document.querySelector<HTMLElement>('.ant-dropdown-menu');
    if (!dropdown) throw new Error('the user menu is not open');
    return dropdown;
  });
  return {
    signOut,
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('the user menu', () => {
  it("shows the user's name and role in the header", async () => {
    await renderShell({ user: person('collector') });
    const button = screen.getByRole('button', { name: 'Test collector, Collector: account menu' });
    expect(button).toHaveTextContent('Test collector');
    expect(button).toHaveTextContent('Collector');
  });

  it('offers an admin Staff, Audit log and Sign out', async () => {
    const { items } = await openMenu(person('admin'));
    expect(items).toEqual(['Staff', 'Audit log', 'Sign out']);
  });

  it.each(['collector', 'viewer'] as const)('offers a %s only Sign out', async (role) => {
    const { items } = await openMenu(person(role));
    expect(items).toEqual(['Sign out']);
  });

  it('Sign out signs out', async () => {
    const { signOut, menu } = await openMenu(person('viewer'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('Staff opens the shell-owned screen, titled in the header, without a sidebar entry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { menu } = await openMenu(person('admin'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    // The spec's 14, the Worklist and the Inbox.
    expect(sidebar.getAllByRole('link')).toHaveLength(16);
    expect(sidebar.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('tells a non-admin who opens /audit-log that only an admin may', async () => {
    await renderShell({ route: '/audit-log', user: person('collector') });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getByText('Only an admin can change this.')).toBeInTheDocument();
  });
});
