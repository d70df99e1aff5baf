import { screen, within } from '@testing-library/react';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { Payments } from './components/Payments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { customer, linkPage, paymentLink } from '../../test/fixtures';

const late = paymentLink({
  id: 'l2',
  customerName: 'Kavita Joshi',
  amount: 2000,
  amountPaid: 1,
  description: 'Invoice INV-2002',
  review: 'the gateway reported the link paid, but ₹1.00 of the ₹2,000.00 still due arrived',
});
const part = paymentLink({
  id: 'l3',
  customerName: 'Aditya Desai',
  amount: 172_390.93,
  description: 'Instalments',
  plan: { id: 'p1', part: 2, parts: 4 },
});

describe('Recent Payment Links: what the gateway reported', () => {
  it('flags a payment for review with its reason, and shows what was paid and what is left', async () => {
    stubFetch({
      'GET /api/payment-links': { body: linkPage([late, part]) },
      'GET /api/customers': { body: { items: [customer()], total: 1, page: 1, pageSize: 20 } },
    });
    renderWithProviders(<Payments />, { route: '/payments' });
    const row = (await screen.findByText('Invoice INV-2002')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Needs review')).toBeInTheDocument();
    expect(within(row).getByText('the gateway reported the link paid, but ₹1.00 of the ₹2,000.00 still due arrived')).toBeInTheDocument();
    expect(within(row).getByText('₹1.00 paid, ₹1,999.00 left')).toBeInTheDocument();

    const planRow = screen.getByText('Instalments').closest('tr') as HTMLElement;
    expect(within(planRow).getByText('Instalment 2 of 4')).toBeInTheDocument();
    expect(within(planRow).queryByText('Needs review')).not.toBeInTheDocument();
  });
});
