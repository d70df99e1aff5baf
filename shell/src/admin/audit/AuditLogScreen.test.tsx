import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type TRecordedCall } from '@duesflow/shared-contracts/testing/fetch-stub';
import type { TAuditEntry } from '@duesflow/shared-contracts/audit';
import { renderWithProviders, SHELL_TEST_ADMIN } from '../../test/renderWithProviders';
import { AdminOnly } from '../AdminOnly';
import { auditLogUrl } from '../adminApi';
import { AuditLogScreen } from './AuditLogScreen';

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id: 'a1',
  at: '2026-11-18T09:34:05.000Z',
  userId: SHELL_TEST_ADMIN.id,
  userEmail: SHELL_TEST_ADMIN.email,
  action: 'workflow.bulk-sms',
  target: 'execution e9',
  targetStaff: null,
  outcome: 'success',
  status: 202,
  detail: null,
  ...overrides,
});

const STAFF = [
  { ...SHELL_TEST_ADMIN, active: true, createdAt: '2026-11-01T04:30:00.000Z', lastSignInAt: null },
  {
    id: 'u-c',
    email: 'chetan@duesflow.test',
    name: 'Chetan',
    role: 'collector',
    active: true,
    createdAt: '2026-11-01T04:30:00.000Z',
    lastSignInAt: null,
  },
];

function renderAudit() {
  const api = stubFetch({
    'GET /api/staff': { body: STAFF },
    'GET /api/audit-log': (call: TRecordedCall) => ({
      body: {
        items: [
          entry({}),
          entry({
            id: 'a2',
            userId: null,
            userEmail: null,
            action: 'auth.login',
            target: null,
            outcome: 'denied',
            status: 401,
            detail: 'Wrong password',
          }),
          entry({
            id: 'a3',
            action: 'staff.update',
            target: '6f1d3c2a-0b4e-4f5a-9c8d-7e6f5a4b3c2d',
            targetStaff: { name: 'Chetan Kulkarni', email: 'chetan@duesflow.test' },
            status: 200,
            detail: 'changed role',
          }),
        ],
        total: 120,
        page: Number(call.query.get('page')),
        pageSize: Number(call.query.get('pageSize')),
      },
    }),
  });
  renderWithProviders(
    <AdminOnly>
      <AuditLogScreen />
    </AdminOnly>,
  );
  const lastQuery = () => Object.fromEntries(api.callsTo('GET /api/audit-log').at(-1)!.query);
  return { api, lastQuery };
}

describe('the Audit log screen', () => {
  it('shows each entry: time in IST, user, action, target, outcome, status, detail', async () => {
    renderAudit();
    const row = (await screen.findByText('auth.login')).closest('tr')!;
    expect(within(row).getByText('Not signed in')).toBeInTheDocument();
    expect(within(row).getByText('Denied')).toBeInTheDocument();
    expect(within(row).getByText('401')).toBeInTheDocument();
    expect(within(row).getByText('Wrong password')).toBeInTheDocument();
    expect(screen.getAllByText('18 Nov 2026, 3:04:05 pm IST')).toHaveLength(3);
    expect(screen.getByText('120 entries')).toBeInTheDocument();
  });

  it('names the member of staff a staff change was made to, not their id', async () => {
    renderAudit();
    const row = (await screen.findByText('staff.update')).closest('tr')!;
    expect(within(row).getByText('Chetan Kulkarni')).toBeInTheDocument();
    expect(within(row).getByText('chetan@duesflow.test')).toBeInTheDocument();
    expect(within(row).queryByText(/6f1d3c2a/)).toBeNull();
    // Other targets read as recorded.
    expect(screen.getByText('execution e9')).toBeInTheDocument();
  });

  it('asks the API for the first page, then for what the filters and pager say', async () => {
    const { lastQuery } = renderAudit();
    await screen.findByText('auth.login');
    expect(lastQuery()).toEqual({ page: '1', pageSize: '50' });

    await userEvent.click(screen.getByRole('listitem', { name: '2' }).querySelector('a') ?? screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', pageSize: '50' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await userEvent.click(await screen.findByTitle('Chetan (chetan@duesflow.test)'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '50', userId: 'u-c' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Action' }), ' staff.update {Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '50', userId: 'u-c', action: 'staff.update' }));
  });
});

describe('auditLogUrl', () => {
  it('sends only the filters that are set, dates as calendar days', () => {
    expect(auditLogUrl({ page: 3, pageSize: 20 })).toBe('/api/audit-log?page=3&pageSize=20');
    expect(auditLogUrl({ page: 1, pageSize: 50, userId: 'u-c', action: '  ', from: '2026-11-01', to: '2026-11-18' })).toBe(
      '/api/audit-log?page=1&pageSize=50&userId=u-c&from=2026-11-01&to=2026-11-18',
    );
  });
});
