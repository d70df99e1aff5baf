import { screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { GeneratePaymentLinkForm } from './components/GeneratePaymentLinkForm';
import { renderWithProviders } from '../../test/renderWithProviders';
import { customer, execution, started } from '../../test/fixtures';

type TRoutes = Parameters<typeof stubFetch>[0];

function renderForm(routes: TRoutes = {}) {
  const api = stubFetch({
    'GET /api/customers': (call) => {
      const q = (call.query.get('q') ?? '').toLowerCase();
      const all = [customer(), customer({ id: 'c2', name: 'Bharat Steel', amountDue: 80000 })];
      const items = all.filter((c) => c.name.toLowerCase().includes(q));
      return { body: { items, total: items.length, page: 1, pageSize: 20 } };
    },
    'POST /api/workflows/generate-payment-link': { status: 202, body: started },
    'GET /api/workflows/executions': { body: [execution()] },
    ...routes,
  });
  return { api, ...renderWithProviders(<GeneratePaymentLinkForm />, { route: '/payments' }) };
}

async function chooseCustomer(user: ReturnType<typeof renderForm>['user'], typed: string, name: string) {
  const picker = screen.getByRole('combobox', { name: 'Customer Name' });
  await user.click(picker);
  await user.type(picker, typed);
  // The visible item of the dropdown (antd also renders a hidden list of options for screen readers).
  const option = await waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) =>
      element.textContent?.includes(name),
    );
    if (!item) throw new Error(`No option ${name}`);
    return item;
  });
  await user.click(option);
}

const generate = () => screen.getByRole('button', { name: /Generate Payment Link/ });

describe('Generate Payment Link', () => {
  it('asks for amount and customer name before sending anything', async () => {
    const { api, user } = renderForm();
    await user.click(generate());

    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    expect(screen.getByText('Please provide amount and customer name.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/generate-payment-link')).toHaveLength(0);
  });

  it('refuses an amount that is not a number', async () => {
    const { api, user } = renderForm();
    await chooseCustomer(user, 'Bharat', 'Bharat Steel');
    await user.clear(screen.getByRole('textbox', { name: 'Amount (₹)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), 'abc');
    await user.click(generate());

    expect(await screen.findByText('Please provide amount and customer name.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/generate-payment-link')).toHaveLength(0);
  });

  it('sends the chosen customer’s name, the amount and the description, then shows the link with Copy and Open', async () => {
    const { api, user } = renderForm();
    await chooseCustomer(user, 'Bharat', 'Bharat Steel');
    // The chosen customer's amount due fills the empty amount; staff may change it.
    const amount = screen.getByRole('textbox', { name: 'Amount (₹)' });
    expect(amount).toHaveValue('80000');
    await user.clear(amount);
    await user.type(amount, '12500.50');
    await user.type(screen.getByRole('textbox', { name: 'Description (Optional)' }), '  November invoices  ');
    await user.click(generate());

    expect(await screen.findByText('Payment link generated')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/workflows/generate-payment-link');
    expect(call.body).toEqual({ amount: 12500.5, customerName: 'Bharat Steel', description: 'November invoices' });
    expect(call.headers.get('Idempotency-Key')).toMatch(/.{16,}/);

    const created = screen.getByRole('group', { name: 'Generated payment link' });
    expect(within(created).getByText('http://localhost/api/pay/newlinktoken12345')).toBeInTheDocument();
    expect(within(created).getByRole('link', { name: 'Open link' })).toHaveAttribute('href', 'http://localhost/api/pay/newlinktoken12345');
    await user.click(within(created).getByRole('button', { name: 'Copy link' }));
    // One toast at a time (spec part 1 §9): 'Copied' shows when 'Payment link generated' has had its 5 s.
    expect(await screen.findByText('Copied', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/pay/newlinktoken12345');
  });

  it('takes a free customer name that is not in the book, as the spec’s form does', async () => {
    const { api, user } = renderForm();
    const name = screen.getByRole('combobox', { name: 'Customer Name' });
    await user.type(name, 'Walk-in Customer Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '999');
    await user.click(generate());

    expect(await screen.findByText('Payment link generated')).toBeInTheDocument();
    expect(screen.queryByText('Please provide amount and customer name.')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/generate-payment-link')[0].body).toEqual({
      amount: 999,
      customerName: 'Walk-in Customer Ravi',
    });
  });

  it('still asks for a name when only spaces were typed', async () => {
    const { api, user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Customer Name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '999');
    await user.click(generate());

    expect(await screen.findByText('Please provide amount and customer name.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/generate-payment-link')).toHaveLength(0);
  });

  it('waits for the run that makes the link, and stays disabled meanwhile', async () => {
    let reads = 0;
    const firstRead = deferred();
    const { api, user } = renderForm({
      'GET /api/workflows/executions': async () => {
        reads += 1;
        if (reads === 1) return firstRead.reply;
        return { body: [execution()] };
      },
    });
    await chooseCustomer(user, 'Asha', 'Asha Traders');
    await user.click(generate());

    await waitFor(() => expect(reads).toBe(1));
    expect(generate()).toBeDisabled();
    firstRead.release({ body: [execution({ status: 'running', paymentLink: null, finishedAt: null }), execution({ id: 'other' })] });

    expect(await screen.findByText('Payment link generated')).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(api.callsTo('POST /api/workflows/generate-payment-link')[0].body).toEqual({ amount: 25000.5, customerName: 'Asha Traders' });
    expect(generate()).toBeEnabled();
  });

  it('says Generation failed when the run failed', async () => {
    const { user } = renderForm({
      'GET /api/workflows/executions': {
        body: [execution({ status: 'failed', paymentLink: null, error: 'No gateway can take the link' })],
      },
    });
    await chooseCustomer(user, 'Asha', 'Asha Traders');
    await user.click(generate());

    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate payment link.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Generated payment link' })).not.toBeInTheDocument();
  });

  it('says Generation failed and shows the API’s reason beside the amount when it is refused', async () => {
    const reason = 'A payment link cannot be for more than Asha Traders owes: the amount due is ₹25,000.50, the link asked for ₹90,000.00.';
    const { api, user } = renderForm({
      'POST /api/workflows/generate-payment-link': {
        status: 400,
        body: { error: 'amount_above_due', message: reason, issues: [{ path: 'amount', message: reason }] },
      },
    });
    await chooseCustomer(user, 'Asha', 'Asha Traders');
    const amount = screen.getByRole('textbox', { name: 'Amount (₹)' });
    await user.clear(amount);
    await user.type(amount, '90000');
    await user.click(generate());

    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate payment link.')).toBeInTheDocument();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(api.callsTo('GET /api/workflows/executions')).toHaveLength(0);
  });
});
