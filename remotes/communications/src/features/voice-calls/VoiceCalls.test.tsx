import { screen, waitFor, within } from '@testing-library/react';
import { NEW_SCRIPT_DEFAULTS } from '@duesflow/shared-contracts/call-scripts';
import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { TEST_COLLECTOR, TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { CAPABILITY_DENIED_REASON } from '@duesflow/shared-contracts/roles';
import type { TCallStatistics } from '@duesflow/shared-contracts/call-scripts';
import { VoiceCalls } from './components/VoiceCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { script } from '../../test/fixtures';

const ANALYTICS: TCallStatistics = {
  totalCalls: 12,
  answeredCalls: 9,
  successfulCalls: 5,
  callsWithOutcome: 12,
  answeredWithOutcome: 9,
  successRate: 41.7,
  commitmentRate: 55.6,
  disputeRate: 8.3,
  callbackRequests: 1,
  averageCallDuration: 125,
  unscriptedCalls: 0,
  bestPerformingScript: 'Initial Request (Hindi)',
  scripts: [
    {
      scriptId: 's-1',
      name: 'Initial Request (Hindi)',
      language: 'hi',
      totalCalls: 12,
      answeredCalls: 9,
      successfulCalls: 5,
      callsWithOutcome: 12,
      answeredWithOutcome: 9,
      successRate: 41.7,
      commitmentRate: 55.6,
      averageCallDuration: 125,
    },
  ],
};

function renderManager(options: Parameters<typeof renderWithProviders>[1] = {}, analytics: TCallStatistics = ANALYTICS) {
  let scripts = [
    script(),
    script({ id: 's-2', name: 'Initial Request (English)', language: 'en', totalCalls: 0, successRate: 0, successfulCalls: 0 }),
  ];
  const api = stubFetch({
    'GET /api/call-scripts': () => ({ body: scripts }),
    'POST /api/call-scripts': ({ body }) => {
      const created = script({ ...(body as object), id: 's-new', totalCalls: 0, successRate: 0 });
      scripts = [...scripts, created];
      return { status: 201, body: created };
    },
    'PUT /api/call-scripts/s-1': ({ body }) => {
      scripts = scripts.map((one) => (one.id === 's-1' ? { ...one, ...(body as object) } : one));
      return { body: scripts[0] };
    },
    'POST /api/call-scripts/s-1/duplicate': () => {
      const copy = script({ id: 's-copy', name: 'Initial Request (Hindi) (Copy)', totalCalls: 0, successRate: 0 });
      scripts = [...scripts, copy];
      return { status: 201, body: copy };
    },
    'DELETE /api/call-scripts/s-1': () => {
      scripts = scripts.filter((one) => one.id !== 's-1');
      return { status: 204 };
    },
    'GET /api/call-scripts/analytics': { body: analytics },
  });
  return { api, ...renderWithProviders(<VoiceCalls />, options) };
}

describe('Voice Call Manager', () => {
  it('lists stored scripts and asks to select one', async () => {
    renderManager();
    const item = await screen.findByRole('listitem', { name: 'Initial Request (Hindi)' });
    expect(within(item).getByText('Hindi')).toBeInTheDocument();
    expect(within(item).getByText('Initial Contact')).toBeInTheDocument();
    expect(within(item).getByText('41.7% success · 12 calls')).toBeInTheDocument();
    expect(screen.getByText('Select a script from the list to edit or create a new one')).toBeInTheDocument();
    for (const tab of ['Call Scripts', 'Analytics', 'Scheduling', 'Voice Settings'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('selecting shows the editor disabled; performance only with calls; Edit then Save stores the script', async () => {
    const { api, user } = renderManager();
    await user.click(await screen.findByText('Initial Request (English)'));
    expect(screen.getByLabelText('Script Name')).toBeDisabled();
    expect(screen.queryByLabelText('Performance')).not.toBeInTheDocument();
    await user.click(screen.getByText('Initial Request (Hindi)'));
    expect(screen.getByLabelText('Performance')).toHaveTextContent('41.7%');

    await user.click(screen.getByRole('button', { name: 'Edit Script' }));
    await user.clear(screen.getByLabelText('Script Name'));
    await user.type(screen.getByLabelText('Script Name'), 'Pehli baat');
    await user.click(screen.getByRole('button', { name: 'Add Response' }));
    expect(screen.getByLabelText('Objection response 2')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save Script' }));

    expect(await screen.findByText('Script saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Pehli baat has been updated.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/call-scripts/s-1');
    expect(call.body).toMatchObject({
      name: 'Pehli baat',
      language: 'hi',
      content: { objectionHandling: ['हम किश्तों में भुगतान स्वीकार करते हैं।', ''] },
    });
    expect(screen.getByRole('button', { name: 'Edit Script' })).toBeInTheDocument();
  });

  it('New Script stores the spec defaults and opens it for editing', async () => {
    const { api, user } = renderManager();
    await screen.findByText('Initial Request (Hindi)');
    await user.click(screen.getByRole('button', { name: 'New Script' }));
    await waitFor(() => expect(screen.getByLabelText('Script Name')).toHaveValue('New Script'));
    expect(screen.getByLabelText('Script Name')).toBeEnabled();
    expect(api.callsTo('POST /api/call-scripts')[0].body).toEqual(NEW_SCRIPT_DEFAULTS);
  });

  it('Duplicate adds the (Copy); Delete removes it and clears the editor', async () => {
    const { user } = renderManager();
    await user.click(await screen.findByText('Initial Request (Hindi)'));
    await user.click(screen.getByRole('button', { name: 'Duplicate Initial Request (Hindi)' }));
    expect(await screen.findByText('Script duplicated')).toBeInTheDocument();
    // The list's entry (the toast names the copy too).
    expect(await screen.findByText('Initial Request (Hindi) (Copy)', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Initial Request (Hindi)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Script deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Initial Request (Hindi)' })).not.toBeInTheDocument());
    expect(screen.getByText('Select a script from the list to edit or create a new one')).toBeInTheDocument();
  });

  it('Preview without a voice for the language says so and completes after the 3-second simulation', async () => {
    const { user } = renderManager();
    await user.click(await screen.findByText('Initial Request (Hindi)'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Playing script preview')).toBeInTheDocument();
    expect(await screen.findByText('This browser has no Hindi voice: the preview is simulated for 3 seconds.')).toBeInTheDocument();
    expect(await screen.findByText('Preview completed', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('Analytics shows measured figures and the per-script comparison', async () => {
    const { user } = renderManager();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const table = await screen.findByRole('table');
    const row = await within(table).findByRole('row', { name: /Initial Request \(Hindi\)/ });
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('41.7%');
    expect(row).toHaveTextContent('55.6%');
    expect(row).toHaveTextContent('2 min');
    for (const figure of ['Total Calls', 'Success Rate', 'Commitment Rate', 'Average Call Duration']) {
      expect(screen.getAllByText(figure).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('41.7%')).toHaveLength(2);
  });

  it('the open script is marked current, and its name is a button that opens it', async () => {
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Initial Request (English)' }));
    expect(screen.getByRole('listitem', { name: 'Initial Request (English)' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('listitem', { name: 'Initial Request (Hindi)' })).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Script Name')).toHaveValue('Initial Request (English)');
  });

  it('before any call is placed the rates and the average length read —, not 0.0%', async () => {
    const none = {
      ...ANALYTICS,
      totalCalls: 0,
      answeredCalls: 0,
      successfulCalls: 0,
      callsWithOutcome: 0,
      answeredWithOutcome: 0,
      averageCallDuration: null,
      scripts: [],
    };
    const { user } = renderManager({}, { ...none, successRate: 0, commitmentRate: 0 });
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const figure = (title: string) => screen.getAllByText(title)[0]!.closest('.ant-statistic') as HTMLElement;
    // Loaded: the figures leave their skeletons.
    await waitFor(() => expect(figure('Total Calls')).toHaveTextContent('Total Calls0'));
    for (const title of ['Success Rate', 'Commitment Rate', 'Average Call Duration']) expect(figure(title)).toHaveTextContent(`${title}—`);
    expect(screen.queryByText('0.0%')).not.toBeInTheDocument();
  });

  it('calls placed without a script or a reported outcome count in the totals, not in the rates', async () => {
    const { user } = renderManager(
      {},
      { ...ANALYTICS, totalCalls: 5475, answeredCalls: 5000, unscriptedCalls: 5463, successRate: 41.7, commitmentRate: 55.6 },
    );
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(
      await screen.findByText(
        "5,463 calls placed with the reminder call's own text, without a stored script: in the totals, not in the rates (no outcome is reported for them).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('5,475')).toBeInTheDocument();
    // 5 commitments of the 12 calls with an outcome, 9 of them answered; not 5 of 5,475.
    expect(screen.getAllByText('41.7%')).toHaveLength(2);
    expect(screen.getAllByText('55.6%')).toHaveLength(2);
  });

  it('a viewer sees every change disabled, the reason on hover; Edit, Duplicate and Delete send nothing', async () => {
    const { api, user } = renderManager({ sessionUser: TEST_VIEWER });
    await user.click(await screen.findByText('Initial Request (Hindi)'));
    expect(screen.getByRole('button', { name: 'New Script' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Script' })).toBeDisabled();
    for (const action of ['Edit', 'Duplicate', 'Delete'])
      expect(screen.getByRole('button', { name: `${action} Initial Request (Hindi)` })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Delete Initial Request (Hindi)' }).parentElement!);
    expect(await screen.findByText(CAPABILITY_DENIED_REASON.collect)).toBeInTheDocument();
    expect(api.callsTo('POST /api/call-scripts/s-1/duplicate')).toHaveLength(0);
    expect(api.callsTo('DELETE /api/call-scripts/s-1')).toHaveLength(0);
  });

  it('a collector may edit, duplicate and delete', async () => {
    renderManager({ sessionUser: TEST_COLLECTOR });
    await screen.findByText('Initial Request (Hindi)');
    for (const action of ['Edit', 'Duplicate', 'Delete'])
      expect(screen.getByRole('button', { name: `${action} Initial Request (Hindi)` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New Script' })).toBeEnabled();
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

    it('the four sections are a vertical choice, not a tab row that overflows into a menu', async () => {
      const { user } = renderManager();
      await screen.findByText('Initial Request (Hindi)');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      const sections = screen.getByRole('radiogroup', { name: 'Voice call sections' });
      await user.click(within(sections).getByText('Analytics'));
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.queryByText('Initial Request (English)')).not.toBeInTheDocument();
    });
  });
});
