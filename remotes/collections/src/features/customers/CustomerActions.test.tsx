import { screen, waitFor, within } from '@testing-library/react';
import { Customers } from './components/Customers';
import { renderWithProviders } from '../../test/renderWithProviders';
import { deferred, stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { customer, customerPages, paymentLinkReadiness, workflowStarted } from '../../test/fixtures';
import { openReminders } from '../../test/reminders';
import { recordToastTitles } from '../../test/toasts';

const asha = customer();
const noPhone = customer({ id: 'rec2', name: 'Chetan Stores', phone: null });

type TRoutes = Parameters<typeof stubFetch>[0];

async function renderCustomers(routes: TRoutes = {}) {
  const api = stubFetch({ 'GET /api/customers': customerPages([asha, noPhone]), ...routes });
  const view = renderWithProviders(<Customers />, { route: '/customers' });
  await screen.findByText('Asha Traders');
  return { api, ...view };
}

const failure = { status: 500, body: { error: 'internal', message: 'boom' } };
/** The send gate's refusal of one customer, as the API answers it. */
const disputed = { status: 409, body: { error: 'disputed', message: 'Not sent to Asha Traders: open dispute' } };
/** Started, but held for the window: it goes at 09:00 IST on 2 Jan 2030. */
const held = {
  status: 202,
  body: { ...workflowStarted, waiting: { total: 1, until: '2030-01-02T03:30:00.000Z', byChannel: { whatsapp: 1 } } },
};

describe('Call follow-up', () => {
  it('starts a follow-up call for the customer and confirms it', async () => {
    const { api, user } = await renderCustomers({ 'POST /api/workflows/payment-followup': { status: 202, body: workflowStarted } });
    await user.click(screen.getByRole('button', { name: 'Call Asha Traders' }));

    expect(await screen.findByText('Payment follow-up initiated')).toBeInTheDocument();
    expect(screen.getByText('Customer will be contacted via phone call')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/workflows/payment-followup');
    expect(call.body).toEqual({ phoneNumber: '+91 98765 43210', airtableRecordId: 'rec1', customerId: 'rec1' });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('reports a failure', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-followup': failure });
    await user.click(screen.getByRole('button', { name: 'Call Asha Traders' }));

    expect(await screen.findByText('Follow-up failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to initiate payment follow-up: boom')).toBeInTheDocument();
  });

  it('keeps the send gate’s reason when it refuses the customer', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-followup': disputed });
    await user.click(screen.getByRole('button', { name: 'Call Asha Traders' }));

    expect(await screen.findByText('Follow-up failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to initiate payment follow-up: Not sent to Asha Traders: open dispute')).toBeInTheDocument();
  });

  it('says when a call held for the call window will be placed', async () => {
    const { user } = await renderCustomers({
      'POST /api/workflows/payment-followup': {
        ...held,
        body: { ...held.body, waiting: { ...held.body.waiting, byChannel: { voice: 1 } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Call Asha Traders' }));

    expect(await screen.findByText('Payment follow-up scheduled')).toBeInTheDocument();
    expect(screen.getByText('Asha Traders will be called at 2 Jan 2030, 09:00 IST, when the call window opens.')).toBeInTheDocument();
    expect(screen.queryByText('Payment follow-up initiated')).not.toBeInTheDocument();
  });

  it('is busy while pending, for that customer only: a second click calls nobody again, and focus stays on it', async () => {
    const pending = deferred();
    const second = customer({ id: 'rec3', name: 'Bharat Steel' });
    const api = stubFetch({
      'GET /api/customers': customerPages([asha, second]),
      'POST /api/workflows/payment-followup': () => pending.reply,
    });
    const { user } = renderWithProviders(<Customers />);
    await screen.findByText('Asha Traders');
    await user.click(screen.getByRole('button', { name: 'Call Asha Traders' }));

    const call = screen.getByLabelText('Call Asha Traders');
    expect(call).toHaveAttribute('aria-busy', 'true');
    await user.click(call);
    expect(api.callsTo('POST /api/workflows/payment-followup')).toHaveLength(1);
    expect(screen.getByLabelText('Call Bharat Steel')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByLabelText('WhatsApp Asha Traders')).toBeEnabled();
    pending.release({ status: 202, body: workflowStarted });
    await screen.findByText('Payment follow-up initiated');
    // Awaited: a button's loading state can outlive the toast by a tick.
    await waitFor(() => expect(screen.getByLabelText('Call Asha Traders')).toHaveAttribute('aria-busy', 'false'));
    // Focus stays on the row's button through the request, not on the page's body.
    expect(screen.getByLabelText('Call Asha Traders')).toHaveFocus();
  });
});

describe('WhatsApp reminder', () => {
  it('sends the payment_reminder template and confirms it', async () => {
    const { api, user } = await renderCustomers({ 'POST /api/workflows/whatsapp': { status: 202, body: workflowStarted } });
    await user.click(screen.getByRole('button', { name: 'WhatsApp Asha Traders' }));

    expect(await screen.findByText('WhatsApp message sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workflows/whatsapp')[0].body).toEqual({
      phoneNumber: '+91 98765 43210',
      template: 'payment_reminder',
      airtableRecordId: 'rec1',
      customerId: 'rec1',
    });
  });

  it('reports a failure', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/whatsapp': failure });
    await user.click(screen.getByRole('button', { name: 'WhatsApp Asha Traders' }));

    expect(await screen.findByText('Message failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to send WhatsApp message: boom')).toBeInTheDocument();
  });

  it('keeps the send gate’s reason when it refuses the customer', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/whatsapp': disputed });
    await user.click(screen.getByRole('button', { name: 'WhatsApp Asha Traders' }));

    expect(await screen.findByText('Message failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to send WhatsApp message: Not sent to Asha Traders: open dispute')).toBeInTheDocument();
  });

  it('says when a message held for the sending window goes, instead of "sent"', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/whatsapp': held });
    await user.click(screen.getByRole('button', { name: 'WhatsApp Asha Traders' }));

    expect(await screen.findByText('WhatsApp message scheduled')).toBeInTheDocument();
    expect(
      screen.getByText('Payment reminder to Asha Traders goes at 2 Jan 2030, 09:00 IST, when the sending window opens.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('WhatsApp message sent')).not.toBeInTheDocument();
  });

  it('is busy while pending', async () => {
    const pending = deferred();
    const { user } = await renderCustomers({ 'POST /api/workflows/whatsapp': () => pending.reply });
    await user.click(screen.getByRole('button', { name: 'WhatsApp Asha Traders' }));

    expect(screen.getByLabelText('WhatsApp Asha Traders')).toHaveAttribute('aria-busy', 'true');
    pending.release({ status: 202, body: workflowStarted });
    await screen.findByText('WhatsApp message sent');
    // Awaited: a button's loading state can outlive the toast by a tick.
    await waitFor(() => expect(screen.getByLabelText('WhatsApp Asha Traders')).toHaveAttribute('aria-busy', 'false'));
  });
});

describe('A customer without a phone', () => {
  it('cannot be called or messaged, but can get a payment link', async () => {
    await renderCustomers();
    expect(screen.getByRole('button', { name: 'Call Chetan Stores' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'WhatsApp Chetan Stores' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Payment link for Chetan Stores' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Call Asha Traders' })).toBeEnabled();
  });
});

describe('Payment link', () => {
  const link = 'http://localhost:3000/pay/abc123';
  const started = { ...workflowStarted, paymentLink: link, linkId: 'l1' };
  /** The link is announced only once the API says it can be paid. */
  const linkPayable = { 'GET /api/payment-links/l1': { body: paymentLinkReadiness('payable', link) } };

  it('generates a link for the amount due, copies it and says so', async () => {
    const { api, user } = await renderCustomers({ 'POST /api/workflows/payment-link': { status: 202, body: started }, ...linkPayable });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const toasts = recordToastTitles();
    await user.click(screen.getByRole('button', { name: 'Payment link for Asha Traders' }));

    // One toast at a time: the link first, then (the queue replaces it once it has been read) that it was copied.
    expect(await screen.findByText('Payment link copied')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Payment link generated')).not.toBeInTheDocument());
    expect(toasts.titles).toEqual(['Payment link generated', 'Payment link copied']);
    toasts.stop();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(api.callsTo('POST /api/workflows/payment-link')[0].body).toEqual({
      amount: 25000.5,
      airtableRecordId: 'rec1',
      customerId: 'rec1',
      description: 'Payment for Asha Traders',
    });
  });

  it('shows the generated link first', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-link': { status: 202, body: started }, ...linkPayable });
    // A clipboard that never answers leaves the first toast in view.
    jest.spyOn(navigator.clipboard, 'writeText').mockReturnValue(new Promise(() => {}));
    await user.click(screen.getByRole('button', { name: 'Payment link for Asha Traders' }));

    expect(await screen.findByText('Payment link generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });

  it('keeps the link reachable when the clipboard refuses: the toast has a Copy button', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-link': { status: 202, body: started }, ...linkPayable });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    const toasts = recordToastTitles();
    await user.click(screen.getByRole('button', { name: 'Payment link for Asha Traders' }));

    expect(await screen.findByText('Payment link generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Payment link copied')).toBeInTheDocument();
    // The refused copy said nothing: "copied" is the answer to the Copy press.
    expect(toasts.titles).toEqual(['Payment link generated', 'Payment link copied']);
    toasts.stop();
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('reports a failure without touching the clipboard', async () => {
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-link': failure });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Payment link for Asha Traders' }));

    expect(await screen.findByText('Link generation failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to generate payment link')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('is busy while pending', async () => {
    const pending = deferred();
    const { user } = await renderCustomers({ 'POST /api/workflows/payment-link': () => pending.reply, ...linkPayable });
    await user.click(screen.getByRole('button', { name: 'Payment link for Asha Traders' }));

    const row = screen.getByText('Asha Traders').closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Payment link for Asha Traders')).toHaveAttribute('aria-busy', 'true');
    pending.release({ status: 202, body: started });
    await screen.findByText('Payment link generated');
    // Awaited: a button's loading state can outlive the toast by a tick.
    await waitFor(() => expect(within(row).getByLabelText('Payment link for Asha Traders')).toHaveAttribute('aria-busy', 'false'));
  });
});

describe('Focus after a row action', () => {
  const preferences = { 'GET /api/customers/rec1/contact-preferences': { status: 500, body: { error: 'internal', message: 'boom' } } };

  it('goes back to the row’s Reminders button when its drawer closes', async () => {
    const { user } = await renderCustomers(preferences);
    const drawer = await openReminders(user, 'Asha Traders');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    // Asked again each time: the row may have been drawn again since the drawer opened.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reminders for Asha Traders' })).toHaveFocus());
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    // A 375 px screen: only antd's `xs` query (max-width) matches.
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('shows the name with the amount and one "⋯" menu of the actions, focus back on "⋯" after one', async () => {
      const { api, user } = await renderCustomers({
        'POST /api/workflows/payment-followup': { status: 202, body: workflowStarted },
        ...preferences,
      });
      const row = screen.getByText('Asha Traders').closest('tr') as HTMLElement;
      expect(within(row).getByLabelText('Amount due ₹25,000.50')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Call Asha Traders' })).not.toBeInTheDocument();

      const menu = within(row).getByRole('button', { name: 'Actions for Asha Traders' });
      await user.click(menu);
      await user.click(
        within(await screen.findByRole('group', { name: 'Actions for Asha Traders' })).getByRole('button', { name: 'Call Asha Traders' }),
      );
      expect(await screen.findByText('Payment follow-up initiated')).toBeInTheDocument();
      expect(api.callsTo('POST /api/workflows/payment-followup')).toHaveLength(1);
      expect(menu).toHaveFocus();

      await user.click(menu);
      await user.click(
        within(screen.getByRole('group', { name: 'Actions for Asha Traders' })).getByRole('button', { name: 'Reminders for Asha Traders' }),
      );
      const drawer = await screen.findByRole('dialog', { name: 'Reminders: Asha Traders' });
      await user.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(menu).toHaveFocus());
    });
  });
});
