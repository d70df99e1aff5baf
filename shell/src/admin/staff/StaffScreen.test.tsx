import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TStaffMember } from '@duesflow/shared-contracts/auth';
import { renderWithProviders, SHELL_TEST_ADMIN } from '../../test/renderWithProviders';
import { AdminOnly } from '../AdminOnly';
import { StaffScreen } from './StaffScreen';

const member = (overrides: Partial<TStaffMember>): TStaffMember => ({
  id: 'u-x',
  email: 'x@duesflow.test',
  name: 'X',
  role: 'collector',
  active: true,
  createdAt: '2026-11-01T04:30:00.000Z',
  lastSignInAt: null,
  failedSignIns: 0,
  signInBlockedUntil: null,
  ...overrides,
});

const STAFF = [
  member({ ...SHELL_TEST_ADMIN, lastSignInAt: '2026-11-18T09:34:05.000Z' }),
  member({ id: 'u-c', email: 'chetan@duesflow.test', name: 'Chetan', role: 'collector' }),
  member({
    id: 'u-l',
    email: 'lata@duesflow.test',
    name: 'Lata',
    role: 'collector',
    failedSignIns: 4,
    signInBlockedUntil: '2026-11-18T09:36:05.000Z',
  }),
];

function renderStaff(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({ 'GET /api/staff': { body: STAFF }, ...routes });
  const view = renderWithProviders(
    <AdminOnly>
      <StaffScreen />
    </AdminOnly>,
  );
  return { api, ...view };
}

async function openAddMember() {
  await userEvent.click(screen.getByRole('button', { name: /Add member/ }));
  return within(await screen.findByRole('dialog'));
}

describe('the Staff screen', () => {
  it('lists every member with role, state and last sign-in in IST', async () => {
    renderStaff();
    const row = (await screen.findByText('Chetan')).closest('tr')!;
    expect(within(row).getByText('chetan@duesflow.test')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('18 Nov 2026, 3:04:05 pm IST')).toBeInTheDocument();
  });

  it('checks the new member form before sending it', async () => {
    const { api } = renderStaff();
    await screen.findByText('Chetan');
    const dialog = await openAddMember();
    await userEvent.type(dialog.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(dialog.getByLabelText('Password'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));

    expect(await dialog.findByText('Enter a name')).toBeInTheDocument();
    expect(dialog.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByText('Use at least 10 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff')).toHaveLength(0);
  });

  it('adds a member with the chosen role and toasts the outcome', async () => {
    const created = member({ id: 'u-n', name: 'Nisha', email: 'nisha@duesflow.test', role: 'viewer' });
    const { api } = renderStaff({ 'POST /api/staff': { status: 201, body: created } });
    await screen.findByText('Chetan');
    const dialog = await openAddMember();
    await userEvent.type(dialog.getByLabelText('Name'), 'Nisha');
    await userEvent.type(dialog.getByLabelText('Email'), 'nisha@duesflow.test');
    await userEvent.click(dialog.getByLabelText('Role'));
    await userEvent.click(await screen.findByTitle(/^Viewer/));
    await userEvent.type(dialog.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByText('Member added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff')[0].body).toEqual({
      name: 'Nisha',
      email: 'nisha@duesflow.test',
      role: 'viewer',
      password: 'a-long-password',
    });
    await waitFor(() => expect(api.callsTo('GET /api/staff')).toHaveLength(2));
  });

  it("toasts the API's message when the member cannot be added", async () => {
    renderStaff({ 'POST /api/staff': { status: 409, body: { error: 'conflict', message: 'A member with that email already exists.' } } });
    await screen.findByText('Chetan');
    const dialog = await openAddMember();
    await userEvent.type(dialog.getByLabelText('Name'), 'Chetan Again');
    await userEvent.type(dialog.getByLabelText('Email'), 'chetan@duesflow.test');
    await userEvent.type(dialog.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(dialog.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByText('Member not added')).toBeInTheDocument();
    expect(screen.getByText('A member with that email already exists.')).toBeInTheDocument();
  });

  it('deactivates a member after confirmation', async () => {
    const { api } = renderStaff({ 'PATCH /api/staff/u-c': { body: { ...STAFF[1], active: false } } });
    await screen.findByText('Chetan');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Chetan' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText('Deactivate Chetan?').length).toBeGreaterThan(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Member deactivated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/u-c')[0].body).toEqual({ active: false });
  });

  it("changes a member's role, but never the signed-in admin's own", async () => {
    const { api } = renderStaff({ 'PATCH /api/staff/u-c': { body: { ...STAFF[1], role: 'viewer' } } });
    await screen.findByText('Chetan');
    expect(screen.getByRole('button', { name: `Deactivate ${SHELL_TEST_ADMIN.name}` })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Chetan' }));
    await userEvent.click(await screen.findByTitle('Viewer'));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/u-c')[0].body).toEqual({ role: 'viewer' });
  });

  it("resets a member's password after confirmation and shows the temporary password once", async () => {
    const { api } = renderStaff({
      'POST /api/staff/u-c/password-reset': { body: { member: STAFF[1], temporaryPassword: 'k7mq-2hx9-ptw4-c8ra' } },
    });
    await screen.findByText('Chetan');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password of Chetan' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/signed out everywhere and their password stops working/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/u-c/password-reset')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findAllByText('New password for Chetan')).length).toBeGreaterThan(0);
    expect(screen.getByText('k7mq-2hx9-ptw4-c8ra')).toBeInTheDocument();
    expect(screen.getByText(/It is shown only now/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/u-c/password-reset')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('k7mq-2hx9-ptw4-c8ra')).toBeNull());
  });

  it("toasts the API's message when a reset fails", async () => {
    renderStaff({
      'POST /api/staff/u-c/password-reset': { status: 404, body: { error: 'not_found', message: 'Member of staff not found' } },
    });
    await screen.findByText('Chetan');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password of Chetan' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password not reset')).toBeInTheDocument();
    expect(screen.getByText('Member of staff not found')).toBeInTheDocument();
  });

  it('shows who the sign-in limits hold back, and unlocks them', async () => {
    const { api } = renderStaff({
      'POST /api/staff/u-l/unlock': { body: { ...STAFF[2], failedSignIns: 0, signInBlockedUntil: null } },
    });
    const row = (await screen.findByText('Lata')).closest('tr')!;
    expect(within(row).getByText('4 failed sign-ins')).toBeInTheDocument();
    expect(within(row).getByText('Sign-in paused until 18 Nov 2026, 3:06:05 pm IST')).toBeInTheDocument();
    // Nothing to clear for the others.
    expect(screen.queryByRole('button', { name: 'Unlock Chetan' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Unlock Lata' }));
    expect(await screen.findByText('Member unlocked')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/u-l/unlock')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/staff')).toHaveLength(2));
  });
});
