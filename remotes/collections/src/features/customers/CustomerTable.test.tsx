import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { customer, customerPages } from '../../test/fixtures';

const many = Array.from({ length: 25 }, (_, index) => customer({ id: `rec${index}`, name: `Customer ${String(index).padStart(2, '0')}` }));
const collectors = [{ id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Priya Collector', role: 'collector', customers: 3 }];

describe('Customers table: sort, filters, bulk', () => {
  it('sorts and filters on the server, keeps them in the URL, selects all matching and stops their reminders', async () => {
    const api = stubFetch({
      'GET /api/customers': customerPages(many),
      'GET /api/portfolios/collectors': { body: collectors },
      'POST /api/customers/bulk': { body: { selected: 25, changed: 24 } },
    });
    const { user } = renderWithProviders(<Customers />, { route: '/customers?hold=stopped' });
    await screen.findByText('Customer 00');
    const lastQuery = () => Object.fromEntries(api.callsTo('GET /api/customers').at(-1)!.query);
    expect(lastQuery()).toMatchObject({ hold: 'stopped' });

    // A header sorts on the server: amounts largest first.
    await user.click(screen.getByRole('columnheader', { name: /Amount due/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'amount', order: 'desc', hold: 'stopped', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Ageing' }));
    await user.click(await screen.findByText('31–60 days overdue'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ageing: '31-60', sort: 'amount', hold: 'stopped' }));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/customers/export?format=csv&ageing=31-60&hold=stopped&sort=amount&order=desc',
    );

    // The page, then every customer the filters match: the selection is the filter.
    await user.click(within(screen.getAllByRole('columnheader')[0]!).getByRole('checkbox'));
    expect(screen.getByRole('status', { name: 'Selected customers' })).toHaveTextContent('20 customers selected');
    await user.click(screen.getByRole('button', { name: 'Select all 25 matching' }));
    expect(screen.getByRole('status', { name: 'Selected customers' })).toHaveTextContent('All 25 customers matching selected');

    await user.click(screen.getByRole('button', { name: 'Stop reminders' }));
    const ask = (await screen.findByText('Stop reminders for 25 customers?')).closest('.ant-popover') as HTMLElement;
    await user.click(within(ask).getByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText('Reminders stopped for 24 customers')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customers/bulk')[0]!.body).toEqual({
      selection: { filter: { ageing: '31-60', hold: 'stopped' } },
      action: 'stop_reminders',
    });
    expect(screen.queryByRole('status', { name: 'Selected customers' })).not.toBeInTheDocument();
  });
});
