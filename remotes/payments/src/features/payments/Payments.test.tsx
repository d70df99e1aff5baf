import { screen, within } from '@testing-library/react';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Payments } from './components/Payments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { customer, linkPage, paymentLink } from '../../test/fixtures';

type TRoutes = Parameters<typeof stubFetch>[0];

function renderPayments(routes: TRoutes = {}, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const api = stubFetch({
    'GET /api/payment-links': { body: linkPage() },
    'GET /api/customers': { body: { items: [customer()], total: 1, page: 1, pageSize: 20 } },
    ...routes,
  });
  return { api, ...renderWithProviders(<Payments />, { route: '/payments', ...options }) };
}

const tile = (title: string) => screen.getByRole('region', { name: title });

describe('Payment Tracking', () => {
  it('shows the three tiles computed by the API and the recent links from the database', async () => {
    renderPayments();
    await screen.findByText('Invoice INV-1001');

    expect(within(tile('Total Generated')).getByText('1,234')).toBeInTheDocument();
    expect(within(tile('Success Rate')).getByText('62.5%')).toBeInTheDocument();
    expect(within(tile('Active Links')).getByText('17')).toBeInTheDocument();

    const row = screen.getByText('Invoice INV-1001').closest('tr') as HTMLElement;
    expect(within(row).getByText('Asha Traders')).toBeInTheDocument();
    expect(within(row).getByText('₹25,000.50')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText('Razorpay')).toBeInTheDocument();
    expect(within(row).getByText('First active gateway by priority')).toBeInTheDocument();
    expect(within(row).getByText('30 Nov 2026')).toBeInTheDocument();
    const open = within(row).getByRole('link', { name: 'Open link for Asha Traders' });
    expect(open).toHaveAttribute('href', 'http://localhost/api/pay/abcdefghijklmnop');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('asks the API for the chosen status from the first page', async () => {
    const { api, user } = renderPayments({
      'GET /api/payment-links': (call) =>
        call.query.get('status') === 'paid'
          ? { body: linkPage([paymentLink({ id: 'l2', status: 'paid', description: 'Paid one' })]) }
          : { body: linkPage() },
    });
    await screen.findByText('Invoice INV-1001');
    expect(api.callsTo('GET /api/payment-links')[0].query.get('status')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByTitle('Paid'));

    expect(await screen.findByText('Paid one')).toBeInTheDocument();
    expect(screen.queryByText('Invoice INV-1001')).not.toBeInTheDocument();
    const last = api.callsTo('GET /api/payment-links').at(-1)!;
    expect(last.query.get('status')).toBe('paid');
    expect(last.query.get('page')).toBe('1');
  });

  it('shows no success rate before any link is paid or expired, and counts links with the right plural', async () => {
    renderPayments({
      'GET /api/payment-links': {
        body: linkPage([paymentLink()], {
          totals: { totalGenerated: 1, successRate: 0, activeLinks: 1, paid: 0, expired: 0, paidAmount: 0 },
        }),
      },
    });
    await screen.findByText('Invoice INV-1001');
    // Nothing decided yet: a dash, not a made-up 0%.
    expect(within(tile('Success Rate')).getByText('—')).toBeInTheDocument();
    expect(within(tile('Success Rate')).getByText('no link paid or expired yet')).toBeInTheDocument();
    expect(within(tile('Success Rate')).queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.getByText('1 link')).toBeInTheDocument();
  });

  it('keeps Copy and Open of every row in reach: pinned at the right of a table that scrolls in its card', async () => {
    renderPayments();
    const row = (await screen.findByText('Invoice INV-1001')).closest('tr') as HTMLElement;
    const actions = within(row).getByRole('button', { name: 'Copy link for Asha Traders' }).closest('td') as HTMLElement;
    expect(actions).toHaveClass('ant-table-cell-fix-end');
  });

  it('pages through the links with the API', async () => {
    const items = Array.from({ length: 10 }, (_, index) => paymentLink({ id: `l${index}`, description: `Link ${index}` }));
    const { api, user } = renderPayments({
      'GET /api/payment-links': (call) =>
        call.query.get('page') === '2'
          ? { body: linkPage([paymentLink({ id: 'l99', description: 'On page two' })], { total: 11, page: 2 }) }
          : { body: linkPage(items, { total: 11 }) },
    });
    await screen.findByText('Link 0');
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(api.callsTo('GET /api/payment-links').at(-1)!.query.get('pageSize')).toBe('10');
  });

  it('copies a link: Copied', async () => {
    const { user } = renderPayments();
    await screen.findByText('Invoice INV-1001');
    await user.click(screen.getByRole('button', { name: 'Copy link for Asha Traders' }));

    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/pay/abcdefghijklmnop');
  });

  it('reloads the links and tiles when payments change on the server', async () => {
    let paid = false;
    const { store } = renderPayments({
      'GET /api/payment-links': () => ({
        body: paid ? linkPage([paymentLink({ status: 'paid' })], { totals: { ...linkPage().totals, activeLinks: 16 } }) : linkPage(),
      }),
    });
    await screen.findByText('active');
    paid = true;
    store.dispatch({ type: REALTIME_MESSAGE_ACTION, payload: { type: 'metrics_updated', data: { scopes: ['payments'] } } });

    expect(await screen.findByText('paid')).toBeInTheDocument();
    expect(within(tile('Active Links')).getByText('16')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the links cannot be loaded', async () => {
    let attempts = 0;
    const { user } = renderPayments({
      'GET /api/payment-links': () => (++attempts === 1 ? { status: 502, body: 'Bad gateway' } : { body: linkPage() }),
    });
    expect(await screen.findByText('Unable to load payment links')).toBeInTheDocument();
    expect(screen.getByText('502: Bad gateway')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invoice INV-1001')).toBeInTheDocument();
  });

  it('says when no link has the chosen status', async () => {
    renderPayments({ 'GET /api/payment-links': { body: linkPage([], { total: 0 }) } });
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
  });

  it('says nothing about the links while they load, then that there are none', async () => {
    const answer = deferred();
    renderPayments({ 'GET /api/payment-links': () => answer.reply });
    expect(await screen.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No payment links yet')).not.toBeInTheDocument();
    answer.release({ body: linkPage([], { total: 0 }) });
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets a viewer read the links but not generate one', async () => {
    renderPayments({}, { sessionUser: TEST_VIEWER });
    await screen.findByText('Invoice INV-1001');
    expect(screen.getByRole('button', { name: /Generate Payment Link/ })).toBeDisabled();
  });
});
