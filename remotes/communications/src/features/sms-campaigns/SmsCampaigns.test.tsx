import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { REALTIME_MESSAGE_ACTION } from '@duesflow/shared-contracts/realtime';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { SmsCampaigns } from './components/SmsCampaigns';
import { renderWithProviders } from '../../test/renderWithProviders';
import {
  BULK_TEMPLATES,
  CAMPAIGN_TEMPLATES,
  CONFIRMATION_TEMPLATE,
  campaign,
  campaignDetail,
  customer,
  page,
  recipient,
  sendPreview,
} from '../../test/fixtures';
import type { TSendPreview } from '@duesflow/shared-contracts/send-guards';

const CUSTOMERS = [1, 2, 3, 4, 5].map((index) => customer(index, index === 4 ? { daysOverdue: 45, language: 'hi' } : {}));

function renderManager({ history = page([]), preview = sendPreview(5, 5) as TSendPreview | undefined } = {}) {
  let detail = campaignDetail({
    id: 'camp-1',
    kind: 'campaign',
    name: 'Weekly',
    status: 'running',
    recipientCount: 5,
    sent: 0,
    estimatedCostUsd: 0.0375,
  });
  const api = stubFetch({
    'GET /api/message-templates': { body: [...BULK_TEMPLATES, ...CAMPAIGN_TEMPLATES, CONFIRMATION_TEMPLATE] },
    'GET /api/campaigns/candidates': ({ query }) => ({
      body: {
        customers: query.get('maxAmount') === '10000' ? CUSTOMERS : [...CUSTOMERS, customer(6, { outstandingAmount: 25_000 })],
        matching: query.get('maxAmount') === '10000' ? 5 : 6,
        total: 244,
      },
    }),
    'GET /api/campaigns': { body: history },
    'GET /api/campaigns/camp-1': () => ({ body: detail }),
    ...(preview ? { 'POST /api/campaigns/preview': { body: preview } } : {}),
    'POST /api/campaigns': {
      status: 202,
      body: {
        success: true,
        campaignId: 'camp-1',
        status: 'running',
        recipientCount: 5,
        segmentsPerMessage: 1,
        estimatedCostUsd: 0.0375,
        message: 'started',
      },
    },
  });
  const view = renderWithProviders(<SmsCampaigns />);
  return { api, ...view, finish: (changes: Partial<typeof detail>) => (detail = { ...detail, ...changes }) };
}

/** Answers the send's confirmation with Send. */
async function confirmSend(user: ReturnType<typeof renderManager>['user'], question: string) {
  const [title] = await screen.findAllByText(question);
  await user.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Send' }));
}

/** Names the campaign, selects everyone, picks the template and opens Preview. */
async function buildCampaign(user: ReturnType<typeof renderManager>['user']) {
  await user.type(screen.getByLabelText('Campaign Name'), 'Weekly');
  await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
  await chooseTemplate(user, 'Gentle Reminder');
  await user.click(screen.getByRole('button', { name: 'Preview Campaign' }));
}

async function chooseTemplate(user: ReturnType<typeof renderManager>['user'], name: string) {
  await user.click(screen.getByLabelText('Message Template'));
  const option = await screen.findByTitle(name);
  // Campaign templates only: a confirmation is the API's own message.
  expect(screen.queryByTitle(CONFIRMATION_TEMPLATE.name)).not.toBeInTheDocument();
  await user.click(option);
}

describe('SMS Campaign Manager', () => {
  it('asks for candidates with the spec defaults, shown in the fields, and every language; lists every field', async () => {
    const { api } = renderManager();
    expect(await screen.findByText('5 of 244 customers match your filters')).toBeInTheDocument();
    const [call] = api.callsTo('GET /api/campaigns/candidates');
    expect(Object.fromEntries(call.query)).toEqual({
      minAmount: '0',
      maxAmount: '10000',
      minDaysOverdue: '0',
      maxDaysOverdue: '90',
      languages: 'en,es,fr,hi,mr',
    });
    expect(screen.getByLabelText('Max Amount')).toHaveValue('10000');
    expect(screen.getByLabelText('Max Days Overdue')).toHaveValue('90');
    expect(screen.getByLabelText('Min Amount')).toHaveAttribute('placeholder', '0');
    expect(screen.getByLabelText('Max Amount')).toHaveAttribute('placeholder', '10000');
    expect(screen.getByLabelText('Max Days Overdue')).toHaveAttribute('placeholder', '90');
    const list = screen.getByRole('list', { name: 'Matching customers' });
    expect(list).toHaveStyle({ maxHeight: '24rem' });
    expect(within(list).getByText('₹4,938.00')).toBeInTheDocument();
    expect(within(list).getByText('INV-1004', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText('45 days')).toHaveClass('ant-tag-red');
    expect(within(list).getByText('hi')).toBeInTheDocument();
  });

  it('clearing Max Amount removes the cap: the list and its count grow', async () => {
    const { api, user } = renderManager();
    await screen.findByText('5 of 244 customers match your filters');
    await user.clear(screen.getByLabelText('Max Amount'));
    expect(await screen.findByText('6 of 244 customers match your filters')).toBeInTheDocument();
    expect(api.callsTo('GET /api/campaigns/candidates').at(-1)!.query.has('maxAmount')).toBe(false);
    expect(screen.getByRole('button', { name: 'Select All (6)' })).toBeEnabled();
  });

  it('unticking a language asks again without it', async () => {
    const { api, user } = renderManager();
    await screen.findByText('5 of 244 customers match your filters');
    await user.click(screen.getByLabelText('Spanish (es)'));
    // The old count is on screen before the new request: wait for the request, then for its answer.
    await waitFor(() => expect(api.callsTo('GET /api/campaigns/candidates').at(-1)!.query.get('languages')).toBe('en,fr,hi,mr'));
    expect(await screen.findByText('5 of 244 customers match your filters')).toBeInTheDocument();
  });

  it('Select All and Deselect All; cost per SMS part to 4 decimals; Preview needs customers and a template', async () => {
    const { user } = renderManager({ preview: undefined });
    await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
    expect(screen.getByText('Recipients selected').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Preview Campaign' })).toBeDisabled();
    await chooseTemplate(user, 'Hindi Reminder');
    // Hindi makes every message UCS-2; each filled message still fits one 70-character part.
    expect(screen.getByText('SMS parts').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('$0.0375');
    expect(screen.getByRole('button', { name: 'Preview Campaign' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('$0.0000');
    expect(screen.getByRole('button', { name: 'Preview Campaign' })).toBeDisabled();
  });

  it('previews 3 filled messages and "And N more messages..."', async () => {
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
    await chooseTemplate(user, 'Gentle Reminder');
    await user.click(screen.getByRole('button', { name: 'Preview Campaign' }));
    expect(await screen.findByText('Unnamed Campaign')).toBeInTheDocument();
    expect(screen.getByText('Hi Customer 1, invoice INV-1001 for Rs. 1,234.50 is 10 days overdue. - DuesFlow')).toBeInTheDocument();
    expect(screen.getByText(/Customer 3, invoice INV-1003/)).toBeInTheDocument();
    expect(screen.queryByText(/Customer 4, invoice/)).not.toBeInTheDocument();
    expect(screen.getByText('And 2 more messages...')).toBeInTheDocument();
  });

  it('refuses to send without a name: Campaign incomplete', async () => {
    const { api, user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
    await chooseTemplate(user, 'Gentle Reminder');
    await user.click(screen.getByRole('button', { name: 'Preview Campaign' }));
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    expect(await screen.findByText('Campaign incomplete')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and select customers.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/campaigns')).toHaveLength(0);
  });

  it('sends, follows campaign_progress to 100 % and says so with the cost', async () => {
    const { api, user, store, finish } = renderManager();
    await user.type(screen.getByLabelText('Campaign Name'), 'Weekly');
    await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
    await chooseTemplate(user, 'Gentle Reminder');
    await user.click(screen.getByRole('button', { name: 'Preview Campaign' }));
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    await confirmSend(user, 'Send “Weekly” to 5 customers?');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.callsTo('POST /api/campaigns')[0].body).toEqual({
      name: 'Weekly',
      templateId: 'campaign-gentle-en',
      customerIds: CUSTOMERS.map((c) => c.id),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Campaign progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    // The campaign as stored has loaded; from here its progress messages move the bar.
    await screen.findByText(/0 sent · 0 failed/);

    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: { type: 'campaign_progress', data: { campaignId: 'camp-1', sent: 2, failed: 0, total: 5 } },
      });
    });
    // Listener effects run after the dispatch returns: wait for the bar to move.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute('aria-valuenow', '40'));
    expect(api.callsTo('GET /api/campaigns/camp-1')).toHaveLength(1);

    finish({ status: 'completed', sent: 5, finishedAt: new Date().toISOString() });
    act(() => {
      store.dispatch({
        type: REALTIME_MESSAGE_ACTION,
        payload: { type: 'campaign_progress', data: { campaignId: 'camp-1', sent: 5, failed: 0, total: 5 } },
      });
    });
    expect(await screen.findByText('Campaign sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('Sent 5 messages. Estimated cost: $0.0375')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Send Campaign' })).toBeDisabled();
  });

  it('shows the dry run before sending: who goes now, who is skipped and why, and its cost as the one figure', async () => {
    const { api, user } = renderManager({ preview: sendPreview(5, 3) });
    await user.click(await screen.findByRole('button', { name: 'Select All (5)' }));
    await chooseTemplate(user, 'Gentle Reminder');

    expect(await screen.findByText('2 skipped: 2 open dispute')).toBeInTheDocument();
    expect(screen.getByText('3 go now')).toBeInTheDocument();
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('$0.0225');
    expect(screen.getByText('SMS parts').nextElementSibling).toHaveTextContent('3');
    expect(api.callsTo('POST /api/campaigns/preview').at(-1)!.body).toEqual({
      name: 'Unnamed Campaign',
      templateId: 'campaign-gentle-en',
      customerIds: CUSTOMERS.map((c) => c.id),
    });
    expect(api.callsTo('POST /api/campaigns')).toHaveLength(0);
  });

  it('says before sending when nobody would get it, and ends as "Nothing sent" with the reasons, never as a success', async () => {
    const { user, finish } = renderManager({ preview: sendPreview(5, 0) });
    await buildCampaign(user);
    const summary = within(screen.getByText('Campaign Summary').closest('.ant-card') as HTMLElement);
    expect(await summary.findByText('Nothing will be sent')).toBeInTheDocument();
    expect(summary.getByText('5 skipped: 5 open dispute')).toBeInTheDocument();

    const refused = (index: number) =>
      recipient({
        messageId: `m${index}`,
        customerId: null,
        customerName: `Customer ${index}`,
        to: '+91',
        status: 'failed',
        error: 'Not sent: open dispute',
        refused: true,
        cost: 0,
      });
    // The API stores a campaign that reached nobody as failed; its outcome says what happened.
    finish({
      status: 'failed',
      sent: 0,
      refused: 5,
      estimatedCostUsd: 0,
      outcome: 'nothing_sent',
      finishedAt: new Date().toISOString(),
      recipients: [1, 2, 3, 4, 5].map(refused),
    });
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    await confirmSend(user, 'Send “Weekly” to 5 customers?');

    expect(await screen.findByText('Nothing sent', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.getByText('No messages were sent. 5 not sent: 5 open dispute')).toBeInTheDocument();
    expect(screen.queryByText('Campaign sent successfully!')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Campaign progress' });
    expect(bar.querySelector('.ant-progress-status-success')).toBeNull();
    expect(within(bar).getByText('Nothing sent')).toBeInTheDocument();
  });

  it('leaves "Sending..." once the rest waits for the window, saying how many and until when', async () => {
    const { user, finish } = renderManager();
    await buildCampaign(user);
    finish({
      status: 'running',
      sent: 2,
      queued: 3,
      outcome: 'waiting',
      waiting: { total: 3, until: '2030-01-02T03:30:00.000Z', byChannel: { sms: 3 } },
    });
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    await confirmSend(user, 'Send “Weekly” to 5 customers?');

    expect(await screen.findByText('Campaign waiting')).toBeInTheDocument();
    expect(
      screen.getByText('Sent 2 messages; 3 wait for the sending window, 2 Jan 2030, 09:00 IST. Estimated cost: $0.0375'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 wait for the sending window, 2 Jan 2030, 09:00 IST')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sending...' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Edit' })).toBeEnabled();
  });

  it('History is empty until the first campaign is sent', async () => {
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'View History' }));
    expect(await screen.findByText('No campaigns sent yet')).toBeInTheDocument();
  });

  it('History shows a campaign that sent nothing as "nothing sent", not completed', async () => {
    stubFetch({
      'GET /api/message-templates': { body: CAMPAIGN_TEMPLATES },
      'GET /api/campaigns/candidates': { body: { customers: [], matching: 0, total: 0 } },
      'GET /api/campaigns': {
        body: page([
          campaign({
            id: 'camp-8',
            kind: 'campaign',
            name: 'All disputed',
            sent: 0,
            refused: 94,
            recipientCount: 94,
            estimatedCostUsd: 0,
            outcome: 'nothing_sent',
            cost: { amount: 0, currency: 'USD' },
          }),
          campaign({
            id: 'camp-7',
            kind: 'campaign',
            name: 'Priced in rupees',
            sent: 2,
            recipientCount: 2,
            outcome: 'completed',
            cost: { amount: 0.23, currency: 'INR' },
          }),
        ]),
      },
    });
    const { user } = renderWithProviders(<SmsCampaigns />);
    await user.click(screen.getByRole('button', { name: 'View History' }));
    const row = (await screen.findByText('All disputed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('nothing sent')).toHaveClass('ant-tag-volcano');
    expect(within(row).queryByText('completed')).not.toBeInTheDocument();
    // The cost as the send gate priced it, in the provider's currency: the figure the preview showed.
    expect(within(screen.getByText('Priced in rupees').closest('tr') as HTMLElement).getByText('₹0.2300')).toBeInTheDocument();
  });

  it('a campaign in History opens to every recipient with its status and reason', async () => {
    const stub = stubFetch({
      'GET /api/message-templates': { body: CAMPAIGN_TEMPLATES },
      'GET /api/campaigns/candidates': { body: { customers: [], matching: 0, total: 0 } },
      'GET /api/campaigns': { body: page([campaign({ id: 'camp-9', kind: 'campaign', name: 'Diwali dues' })]) },
      'GET /api/campaigns/camp-9': {
        body: campaignDetail({
          id: 'camp-9',
          name: 'Diwali dues',
          recipients: [
            recipient(),
            recipient({
              messageId: 'm2',
              customerId: 'y',
              customerName: 'Bala Stores',
              to: '+919876500002',
              status: 'failed',
              error: 'Not sent: reminders stopped',
              refused: true,
              cost: 0,
            }),
          ],
        }),
      },
    });
    const { user } = renderWithProviders(<SmsCampaigns />);
    await user.click(screen.getByRole('button', { name: 'View History' }));
    await user.click(await screen.findByText('Diwali dues'));
    const dialog = await screen.findByRole('dialog', { name: 'Diwali dues' });
    expect(await within(dialog).findByText('Asha Traders')).toBeInTheDocument();
    expect(within(dialog).getByText('delivered')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sent: reminders stopped')).toBeInTheDocument();
    // A message never sent has no cost of its own, not "0.0000 USD" under the campaign's total.
    const costOf = (name: string) =>
      within(within(dialog).getByText(name).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .at(-2)!;
    expect(costOf('Asha Traders')).toHaveTextContent('$0.0075');
    expect(costOf('Bala Stores')).toHaveTextContent('—');
    expect(within(dialog).getByText('1 not sent: 1 reminders stopped')).toBeInTheDocument();
    expect(stub.callsTo('GET /api/campaigns')[0].query.get('kind')).toBe('campaign');
  });
});
