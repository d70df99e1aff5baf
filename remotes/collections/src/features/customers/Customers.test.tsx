import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@duesflow/shared-contracts/format';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages } from '../../test/fixtures';

const asha = customer();
const bharat = customer({
  id: 'rec2',
  name: 'Bharat Steel',
  email: 'pay@bharat.co',
  phone: '022 4000 1234',
  address: null,
  status: 'pending',
  source: 'tally_import',
  lastContact: null,
  amountDue: 1234567,
});
const chetan = customer({ id: 'rec3', name: 'Chetan Stores', email: null, phone: null, status: 'paid', amountDue: 0 });

function renderCustomers(customers = [asha, bharat, chetan]) {
  const api = stubFetch({ 'GET /api/customers': customerPages(customers) });
  return { api, ...renderWithProviders(<Customers />, { route: '/customers' }) };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Customers', () => {
  it('shows the title, the count and each customer’s details', async () => {
    renderCustomers();
    expect(screen.getByRole('heading', { name: 'Customer Management' })).toBeInTheDocument();
    await screen.findByText('Asha Traders');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^3 customers$/));

    const row = within(rowOf('Asha Traders'));
    expect(row.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(row.getByText('accounts@asha.in')).toBeInTheDocument();
    expect(row.getByText('MG Road, Pune')).toBeInTheDocument();
    expect(row.getByText(formatDate('2026-11-01T10:00:00.000Z'))).toBeInTheDocument();
    expect(row.getByText('₹25,000.50')).toBeInTheDocument();
    expect(within(rowOf('Bharat Steel')).getByText('₹12,34,567.00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last contact' })).toBeInTheDocument();
  });

  it('styles the status badge by status', async () => {
    renderCustomers();
    await screen.findByText('Asha Traders');
    expect(within(rowOf('Asha Traders')).getByText('overdue')).toHaveClass('ant-tag-error');
    const pending = within(rowOf('Bharat Steel')).getByText('pending');
    expect(pending).toHaveClass('ant-tag');
    expect(pending).not.toHaveClass('ant-tag-error');
    expect(within(rowOf('Chetan Stores')).getByText('paid')).toHaveClass('ant-tag-blue');
  });

  it('shows the Tally badge only for customers imported from Tally', async () => {
    renderCustomers();
    await screen.findByText('Asha Traders');
    expect(within(rowOf('Bharat Steel')).getByText('Tally')).toBeInTheDocument();
    expect(within(rowOf('Asha Traders')).queryByText('Tally')).not.toBeInTheDocument();
  });

  it('shows what holds a customer’s reminders: a promise with its date, a dispute, a stop or an opt-out', async () => {
    renderCustomers([
      customer({ id: 'h1', name: 'Promised Co', contactHold: { kind: 'promised', until: '2026-11-26', note: 'Pays on Thursday' } }),
      customer({ id: 'h2', name: 'Disputed Co', contactHold: { kind: 'disputed', until: null, note: 'Wrong invoice' } }),
      customer({ id: 'h3', name: 'Stopped Co', contactHold: { kind: 'stopped', until: null, note: null } }),
      customer({ id: 'h4', name: 'Opted Co', contactHold: { kind: 'opted_out', until: null, note: null } }),
      customer({ id: 'h5', name: 'Plain Co', contactHold: null }),
    ]);
    await screen.findByText('Promised Co');
    expect(within(rowOf('Promised Co')).getByText('Promised until 26 Nov 2026')).toBeInTheDocument();
    expect(within(rowOf('Disputed Co')).getByText('Open dispute')).toBeInTheDocument();
    expect(within(rowOf('Stopped Co')).getByText('Reminders stopped')).toBeInTheDocument();
    expect(within(rowOf('Opted Co')).getByText('Opted out')).toBeInTheDocument();
    expect(rowOf('Plain Co').querySelector('[data-hold]')).toBeNull();
  });

  it('shows "Promise broken" while the latest promise is broken, with what was promised on hover', async () => {
    const { user } = renderCustomers([
      customer({ id: 'b1', name: 'Broken Co', brokenPromise: { promisedDate: '2026-12-06', amount: 2_000 } }),
      customer({ id: 'b2', name: 'Kept Co', brokenPromise: null }),
    ]);
    await screen.findByText('Broken Co');
    const tag = within(rowOf('Broken Co')).getByText('Promise broken');
    expect(within(rowOf('Kept Co')).queryByText('Promise broken')).not.toBeInTheDocument();
    await user.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Promised ₹2,000.00 by 6 Dec 2026');
  });

  it('searches name, email and phone case-insensitively and counts the matches', async () => {
    const { user } = renderCustomers();
    await screen.findByText('Asha Traders');
    const search = screen.getByPlaceholderText('Search customers by name, email, or phone...');
    const names = ['Asha Traders', 'Bharat Steel', 'Chetan Stores'];
    /** Types a search and waits until exactly `expected` are listed and counted. */
    const searchFor = async (text: string, expected: string) => {
      await user.clear(search);
      await user.click(search);
      await user.paste(text);
      await waitFor(() => {
        for (const name of names) {
          if (name === expected) expect(screen.getByText(name)).toBeInTheDocument();
          else expect(screen.queryByText(name)).not.toBeInTheDocument();
        }
        expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^1 customer$/);
      });
    };

    await searchFor('CHETAN', 'Chetan Stores');
    await searchFor('BHARAT.CO', 'Bharat Steel');
    await searchFor('98765', 'Asha Traders');
  });

  it('asks the API to search: the digits of a phone number find it however it is spaced', async () => {
    const priya = customer({ id: 'rec9', name: 'Priya Agencies', phone: '+91 98714 29927' });
    const { api, user } = renderCustomers([asha, bharat, priya]);
    await screen.findByText('Asha Traders');
    await user.click(screen.getByPlaceholderText('Search customers by name, email, or phone...'));
    await user.paste('9871429927');

    await waitFor(() => expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^1 customer$/));
    expect(screen.getByText('Priya Agencies')).toBeInTheDocument();
    expect(screen.queryByText('Asha Traders')).not.toBeInTheDocument();
    const last = api.callsTo('GET /api/customers').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ page: '1', pageSize: '20', q: '9871429927' });
  });

  it('counts every customer the API matched, in Indian digits, while showing one page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => customer({ id: `rec${index}`, name: `Customer ${index}` }));
    stubFetch({ 'GET /api/customers': { body: { items: firstPage, total: 100000, page: 1, pageSize: 20 } } });
    renderWithProviders(<Customers />, { route: '/customers' });
    await screen.findByText('Customer 0');
    expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^1,00,000 customers$/);
    expect(screen.getAllByLabelText(/^Call /)).toHaveLength(20);
    expect(screen.getByTitle('5000')).toBeInTheDocument();
  });

  it('disables calling, messaging and a payment link for a customer who owes nothing, saying why', async () => {
    const { user } = renderCustomers();
    await screen.findByText('Chetan Stores');
    for (const name of ['Call Chetan Stores', 'WhatsApp Chetan Stores', 'Payment link for Chetan Stores']) {
      expect(screen.getByLabelText(name)).toBeDisabled();
    }
    expect(screen.getByLabelText('Payment link for Asha Traders')).toBeEnabled();

    await user.hover(screen.getByLabelText('Payment link for Chetan Stores').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Nothing is due from this customer (₹0.00), so there is nothing to follow up',
    );
  });

  it('disables calling a customer with a phone but nothing due', async () => {
    renderCustomers([asha, customer({ id: 'rec4', name: 'Dinesh Motors', amountDue: 0 })]);
    await screen.findByText('Dinesh Motors');
    expect(screen.getByLabelText('Call Dinesh Motors')).toBeDisabled();
    expect(screen.getByLabelText('WhatsApp Dinesh Motors')).toBeDisabled();
    expect(screen.getByLabelText('Payment link for Dinesh Motors')).toBeDisabled();
    expect(screen.getByLabelText('Call Asha Traders')).toBeEnabled();
  });

  it('suggests adjusting the search when nothing matches', async () => {
    const { user } = renderCustomers();
    await screen.findByText('Asha Traders');
    await user.click(screen.getByPlaceholderText('Search customers by name, email, or phone...'));
    await user.paste('zzz');

    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^0 customers$/));
  });

  it('suggests importing data when there are no customers at all', async () => {
    renderCustomers([]);
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.getByText('Import customer data through Tally integration or add manually in Airtable')).toBeInTheDocument();
  });

  it('pages a long list while the badge counts every match', async () => {
    const many = Array.from({ length: 320 }, (_, index) =>
      customer({ id: `rec${index}`, name: `Customer ${String(index).padStart(3, '0')}` }),
    );
    const { api, user } = renderCustomers(many);
    await screen.findByText('Customer 000');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Customers shown' })).toHaveTextContent(/^320 customers$/));
    expect(screen.getAllByLabelText(/^Call /)).toHaveLength(20);

    const scrolled = jest.fn();
    const listTop = screen.getByRole('status', { name: 'Customers shown' }).closest('.ant-flex-vertical') as HTMLElement;
    listTop.scrollIntoView = scrolled;
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Customer 020')).toBeInTheDocument();
    expect(screen.queryByText('Customer 000')).not.toBeInTheDocument();
    // The pager sits under the rows: the new page is shown from its top.
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(api.callsTo('GET /api/customers').at(-1)!.query.get('page')).toBe('2');
  });

  it('describes the data sources and actions', async () => {
    renderCustomers();
    expect(screen.getByText('Tally import via JSON files')).toBeInTheDocument();
    expect(screen.getByText('Manual entry in Airtable')).toBeInTheDocument();
    expect(screen.getByText('Third-party integrations')).toBeInTheDocument();
    expect(screen.getByText('Available Actions')).toBeInTheDocument();
  });
});
