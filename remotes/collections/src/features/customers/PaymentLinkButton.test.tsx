import { screen, waitFor } from '@testing-library/react';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages, paymentLinkReadiness, workflowStarted } from '../../test/fixtures';
import { recordToastTitles } from '../../test/toasts';

const desai = customer({ id: 'rec9', name: 'Aditya Desai', amountDue: 689_563.72 });
const link = 'http://localhost:3000/api/pay/plan123';
const started = { ...workflowStarted, paymentLink: link, linkId: 'l9' };

async function render(routes: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch({
    'GET /api/customers': customerPages([desai]),
    'POST /api/workflows/payment-link': { status: 202, body: started },
    ...routes,
  });
  const view = renderWithProviders(<Customers />, { route: '/customers' });
  await screen.findByText('Aditya Desai');
  return { api, ...view };
}

describe('Payment link of a customer owing more than any gateway takes', () => {
  it('says "generated" and copies only once the API answers that every part can be paid', async () => {
    let reads = 0;
    const { api, user } = await render({
      'GET /api/payment-links/l9': () => {
        reads += 1;
        return { body: paymentLinkReadiness(reads < 2 ? 'routing' : 'payable', link) };
      },
    });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const toasts = recordToastTitles();
    await user.click(screen.getByRole('button', { name: 'Payment link for Aditya Desai' }));

    // Asked again (LINK_POLL_MS later) while the link was still being routed, and announced after the answer 'payable'.
    await waitFor(() => expect(api.callsTo('GET /api/payment-links/l9')).toHaveLength(2));
    expect(await screen.findByText('Payment link copied')).toBeInTheDocument();
    expect(toasts.titles).toEqual(['Payment link generated', 'Payment link copied']);
    toasts.stop();
    expect(api.callsTo('GET /api/payment-links/l9')).toHaveLength(2);
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('a link whose run could not place it is reported with the reason, never announced or copied', async () => {
    const { user } = await render({
      'GET /api/payment-links/l9': {
        body: { ...paymentLinkReadiness('failed', link), reason: 'No gateway created the link: Razorpay failed (Razorpay answered 500)' },
      },
    });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Payment link for Aditya Desai' }));

    expect(await screen.findByText('Link generation failed')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to generate payment link: No gateway created the link: Razorpay failed (Razorpay answered 500)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment link generated')).not.toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("an amount no gateway can take is refused with each gateway's limit", async () => {
    const reason = 'No gateway can take a link for ₹25,00,000.00, even in 10 instalments: Razorpay takes ₹1.00 to ₹2,00,000.00';
    const { api, user } = await render({
      'POST /api/workflows/payment-link': {
        status: 422,
        body: { error: 'no_gateway', message: reason, issues: [{ path: 'amount', message: reason }] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Payment link for Aditya Desai' }));

    expect(await screen.findByText(`Unable to generate payment link: ${reason}`)).toBeInTheDocument();
    expect(api.callsTo('GET /api/payment-links/l9')).toHaveLength(0);
  });
});
