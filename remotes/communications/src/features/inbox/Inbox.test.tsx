import { screen, waitFor, within } from '@testing-library/react';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/auth';
import { WHATSAPP_WINDOW_CLOSED, type TConversation, type TConversationSummary } from '@duesflow/shared-contracts/inbox';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { Inbox } from './components/Inbox';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CONFIRMATION_TEMPLATE, template } from '../../test/fixtures';

const ASHA = '11111111-1111-4111-8111-111111111111';
const HOUR = 3_600_000;

const promise: TConversationSummary = {
  customer: { id: ASHA, name: 'Asha Traders' },
  latestReply: {
    id: 'r-2',
    channel: 'whatsapp',
    from: '+919876543210',
    text: 'मैं 15 तारीख को भुगतान करूँगा',
    buttonPayload: null,
    receivedAt: '2026-11-26T04:45:00.000Z',
    intent: 'promise',
    evidence: { matched: ['15 तारीख'], promisedDate: '2026-12-15' },
    handledAt: null,
    handledBy: null,
  },
  unhandled: 2,
  assignee: null,
};

function conversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    customer: { id: ASHA, name: 'Asha Traders', phone: '+91 98765 43210' },
    assignee: null,
    unhandled: 2,
    optedOutChannels: [],
    whatsappWindowClosesAt: new Date(Date.now() + 20 * HOUR).toISOString(),
    items: [
      {
        direction: 'out',
        message: {
          id: 'm-1',
          channel: 'whatsapp',
          body: 'Your payment of ₹4,500 is overdue.',
          status: 'delivered',
          error: null,
          sentAt: '2026-11-25T04:30:00.000Z',
          by: null,
          workflowName: 'WhatsApp Reminder',
        },
      },
      {
        direction: 'in',
        reply: { ...promise.latestReply, id: 'r-1', text: 'who is this?', intent: 'needs_reply', evidence: { matched: [] }, answers: null },
      },
      { direction: 'in', reply: { ...promise.latestReply, answers: null } },
    ],
    total: 3,
    page: 1,
    pageSize: 50,
    ...overrides,
  };
}

function renderInbox({ opened = conversation(), role = undefined as typeof TEST_VIEWER | undefined, route = '/inbox' } = {}) {
  let list: TConversationSummary[] = [promise];
  const api = stubFetch({
    'GET /api/inbox/conversations': ({ query }) => ({
      body: { items: query.get('filter') === 'disputes' ? [] : list, total: list.length, page: 1, pageSize: 20 },
    }),
    [`GET /api/inbox/conversations/${ASHA}`]: { body: opened },
    'GET /api/inbox/assignees': { body: [{ id: 'u-collector', name: 'Chetan Collector' }] },
    'GET /api/message-templates': {
      body: [
        template({ id: 'bulk-payment-reminder', name: 'Payment Reminder', whatsappTemplate: 'payment_reminder' }),
        template({ id: 'sms-only', name: 'SMS only' }),
        CONFIRMATION_TEMPLATE,
      ],
    },
    [`POST /api/inbox/conversations/${ASHA}/reply`]: {
      status: 202,
      body: { executionId: 'e-1', message: 'Reply to Asha Traders is on its way by WhatsApp', waitingUntil: null },
    },
    [`PUT /api/inbox/conversations/${ASHA}/assignee`]: ({ body }) => ({
      body: { ...opened, assignee: (body as { staffId: string | null }).staffId ? { id: 'u-collector', name: 'Chetan Collector' } : null },
    }),
    'POST /api/inbox/r-1/handled': { body: { message: {}, openReplies: 1 } },
    'POST /api/inbox/r-2/handled': { body: { message: {}, openReplies: 0 } },
  });
  const rendered = renderWithProviders(<Inbox />, { route, ...(role ? { sessionUser: role } : {}) });
  return { api, ...rendered, setList: (items: TConversationSummary[]) => (list = items) };
}

describe('the inbox', () => {
  it('lists conversations with the unread count, the latest reply, its intent and evidence, and the time in IST', async () => {
    const { api, user } = renderInbox();
    const item = await screen.findByRole('listitem', { name: 'Asha Traders' });
    expect(within(item).getByText('मैं 15 तारीख को भुगतान करूँगा')).toBeInTheDocument();
    expect(within(item).getByText('Promised')).toBeInTheDocument();
    expect(within(item).getByText('2')).toBeInTheDocument();
    expect(within(item).getByText('26 Nov 2026, 10:15 am IST')).toBeInTheDocument();
    await user.hover(within(item).getByText('Promised'));
    expect(await screen.findByText('Read from “15 तारीख”; promised for 15 Dec 2026')).toBeInTheDocument();
    expect(api.callsTo('GET /api/inbox/conversations')[0]!.query.get('filter')).toBe('needs_reply');

    await user.click(screen.getByText('Disputes'));
    expect(await screen.findByText('No conversations here.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/inbox/conversations').at(-1)!.query.get('filter')).toBe('disputes');
    for (const label of ['Needs reply', 'Promises', 'Opt-outs', 'Mine', 'All']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('reloads the list when a reply comes in (realtime), without a reload of the page', async () => {
    const { store, setList } = renderInbox();
    await screen.findByRole('listitem', { name: 'Asha Traders' });
    setList([
      promise,
      {
        ...promise,
        customer: { id: 'c-2', name: 'Bharat Stores' },
        latestReply: { ...promise.latestReply, id: 'r-9', text: 'STOP', intent: 'opt_out' },
      },
    ]);
    store.dispatch({
      type: REALTIME_MESSAGE_ACTION,
      payload: { type: 'metrics_updated', data: { scopes: ['inbox'], customerIds: ['c-2'] } },
    });
    expect(await screen.findByRole('listitem', { name: 'Bharat Stores' })).toHaveTextContent('Opted out');
  });

  it('opens a conversation: messages in and out, newest last; replies with free text inside the window', async () => {
    const { api, user } = renderInbox();
    await user.click(await screen.findByRole('listitem', { name: 'Asha Traders' }));
    const messages = await screen.findByRole('region', { name: 'Messages' });
    const lines = within(messages).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Our message', "Customer's reply", "Customer's reply"]);
    expect(lines[2]).toHaveTextContent('Read from “15 तारीख”; promised for 15 Dec 2026');
    expect(lines[0]).toHaveTextContent('WhatsApp Reminder');

    await user.type(screen.getByLabelText('Reply text'), '  Thank you, noted.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    const [call] = api.callsTo(`POST /api/inbox/conversations/${ASHA}/reply`);
    expect(call!.body).toEqual({ channel: 'whatsapp', text: 'Thank you, noted.' });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(screen.getByLabelText('Reply text')).toHaveValue('');
  });

  it('outside WhatsApp’s 24-hour window disables free text with the reason and sends an approved template', async () => {
    const { api, user } = renderInbox({
      opened: conversation({ whatsappWindowClosesAt: new Date(Date.now() - HOUR).toISOString() }),
      route: `/inbox?customer=${ASHA}`,
    });
    expect(await screen.findByText(WHATSAPP_WINDOW_CLOSED)).toBeInTheDocument();
    expect(screen.getByLabelText('Reply text')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send template' })).toBeDisabled();
    await user.click(screen.getByLabelText('Template'));
    expect(screen.queryByText(/^SMS only/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Promise confirmed/)).not.toBeInTheDocument();
    await user.click(await screen.findByText(/^Payment Reminder —/));
    await user.click(screen.getByRole('button', { name: 'Send template' }));
    await screen.findByText('Reply sent');
    expect(api.callsTo(`POST /api/inbox/conversations/${ASHA}/reply`)[0]!.body).toEqual({
      channel: 'whatsapp',
      templateId: 'bulk-payment-reminder',
    });

    // SMS has no such window.
    await user.click(screen.getByText('SMS'));
    expect(screen.getByLabelText('Reply text')).toBeEnabled();
  });

  it('refuses a channel the customer opted out of, with its words', async () => {
    renderInbox({ opened: conversation({ optedOutChannels: ['whatsapp'] }), route: `/inbox?customer=${ASHA}` });
    // SMS is offered first; WhatsApp says why not.
    expect(await screen.findByLabelText('Reply text')).toBeEnabled();
    screen.getByText('WhatsApp').click();
    expect(await screen.findByText('The customer opted out of WhatsApp: no reply goes by it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply text')).toBeDisabled();
  });

  it('assigns the conversation and marks every waiting reply handled', async () => {
    const { api, user } = renderInbox({ route: `/inbox?customer=${ASHA}` });
    await user.click(await screen.findByLabelText('Assign to'));
    await user.click(await screen.findByTitle('Chetan Collector'));
    expect(await screen.findByText('Conversation assigned')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/inbox/conversations/${ASHA}/assignee`)[0]!.body).toEqual({ staffId: 'u-collector' });

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    expect(screen.getByText('Reminders resume for this customer.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/inbox/r-1/handled')).toHaveLength(1);
    expect(api.callsTo('POST /api/inbox/r-2/handled')).toHaveLength(1);
  });

  it('shows a viewer everything, with the controls disabled and the role’s reason', async () => {
    const { api, user } = renderInbox({ role: TEST_VIEWER, route: `/inbox?customer=${ASHA}` });
    const send = await screen.findByRole('button', { name: 'Send reply' });
    await user.type(screen.getByLabelText('Reply text'), 'Hello');
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Mark handled' }).parentElement!);
    expect(await screen.findAllByText(CAPABILITY_DENIED_REASON.collect)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByText('who is this?')).toBeInTheDocument());
    expect(api.callsTo(`POST /api/inbox/conversations/${ASHA}/reply`)).toHaveLength(0);
  });
});
