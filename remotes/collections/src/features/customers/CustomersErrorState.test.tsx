import { screen, waitFor } from '@testing-library/react';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages } from '../../test/fixtures';

// The list is retried once, a second later, before the error state shows: the finds below wait for that
// (testing-library's default timeout, set for a loaded machine), not for a time of their own.

describe('Customers load failure', () => {
  it('retries once, then shows the error state with its causes', async () => {
    const api = stubFetch({ 'GET /api/customers': { status: 502, body: 'Bad gateway' } });
    renderWithProviders(<Customers />);

    expect(await screen.findByText('Unable to load customer data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch customer data from Airtable')).toBeInTheDocument();
    expect(screen.getByText(/network connectivity/)).toHaveTextContent(/webhook configuration/);
    expect(api.callsTo('GET /api/customers')).toHaveLength(2);
  });

  it('loads the list again on Retry', async () => {
    let attempts = 0;
    stubFetch({
      'GET /api/customers': (call) => (++attempts <= 2 ? { status: 500, body: '' } : customerPages([customer()])(call)),
    });
    const { user } = renderWithProviders(<Customers />);

    await screen.findByText('Unable to load customer data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load customer data')).not.toBeInTheDocument();
  });

  it('succeeds without an error state when the one retry works', async () => {
    let attempts = 0;
    stubFetch({
      'GET /api/customers': (call) => (++attempts === 1 ? { status: 500, body: '' } : customerPages([customer()])(call)),
    });
    renderWithProviders(<Customers />);

    expect(await screen.findByText('Asha Traders')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load customer data')).not.toBeInTheDocument();
  });

  it('searching while the API is down: the error and the API’s reason, not the earlier rows as the answer', async () => {
    const api = stubFetch({
      'GET /api/customers': (call) =>
        call.query.get('q')
          ? { status: 503, body: { error: 'unavailable', message: 'The database is not answering' } }
          : customerPages([customer(), customer({ id: 'rec2', name: 'Bharat Steel' })])(call),
    });
    const { user } = renderWithProviders(<Customers />);
    await screen.findByText('Bharat Steel');

    // One change of the search (typing letter by letter could ask for 'a', 'as', ... each with its retry).
    await user.click(screen.getByPlaceholderText('Search customers by name, email, or phone...'));
    await user.paste('asha');
    // The search is asked, then retried once, before its error shows.
    await waitFor(() => expect(api.callsTo('GET /api/customers').filter((call) => call.query.get('q') === 'asha')).toHaveLength(2));

    expect(await screen.findByText('Unable to load customer data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch customer data from Airtable')).toBeInTheDocument();
    expect(screen.getByText('Reason: 503: The database is not answering')).toBeInTheDocument();
    expect(screen.queryByText('Bharat Steel')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Customers shown' })).not.toBeInTheDocument();
    // The search stays where it was typed, to change or clear.
    expect(screen.getByPlaceholderText('Search customers by name, email, or phone...')).toHaveValue('asha');
  });
});
